type Navigate = (path: string) => void;

let navigate: Navigate = (path) => {
  window.location.assign(path);
};

/**
 * Code outside React (the API client) leaves a page through here. The app hands over its router, so
 * going to /register keeps the toast that says why; until then it is a full page load.
 */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function goTo(path: string): void {
  navigate(path);
}
