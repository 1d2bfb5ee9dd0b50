/** The path of the W3C Nu Html Checker's jar (vnu-jar ships no types). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
