/** A required field left empty: the forms' first check and the API's schema answer. */
export const REQUIRED_MESSAGE = 'Campo obbligatorio';
