import { createContext, useContext } from 'react';

/**
 * What a form puts before its fields' names to make their ids. A page with one form (the ad form)
 * leaves it empty, so a field's id is its name; a dialog, which opens over other forms, sets its own.
 */
export const FieldIdPrefix = createContext('');

export const useFieldId = (name: string) => `${useContext(FieldIdPrefix)}${name}`;
