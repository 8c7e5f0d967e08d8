import type { StudioFailureCode } from '@genie/contracts';

/**
 * What the designer reads when a generation fails: plain words, never a stack. The words are stored with
 * the generation (in English); the view adds their code, and the web shows the code in the reader's language.
 */
export const studioFailureText: Record<StudioFailureCode, string> = {
  refused: 'The image service refused this prompt. Please change the prompt and try again.',
  unavailable: 'The image service is not available right now. Please try again.',
  timeout: 'The image service took too long. Please try again.',
  malformed: 'The image service sent an answer that could not be read. Please try again.',
  cancelled: 'Stopped.',
  unsupported: 'The image service cannot do this tool. Please choose another tool.',
  rejected: 'The image service did not accept this request. Please check the image and the settings.',
  unchanged: 'The result was the input image unchanged, so it was not kept and no image was counted. The built-in renderer cannot make this change: connect an image provider, or paint a larger area.',
  error: 'Something went wrong while making the images. Please try again.',
  cap_reached: "This month's images through your own provider have reached the cap you set. Raise the cap in Account Management, or wait for next month.",
  own_provider_refused: 'Your own image provider cannot be used: its address or its stored key is not valid. Please connect it again in Account Management.',
  cutout_deleted: 'A cut-out this composition places has been deleted. Place your pieces again and generate.',
};

const codeOfText = new Map(Object.entries(studioFailureText).map(([code, text]) => [text, code as StudioFailureCode]));

/** The code of stored failure words (null for words no code has, e.g. from an older version). */
export const studioFailureCodeOf = (text: string | null): StudioFailureCode | null => (text ? (codeOfText.get(text) ?? null) : null);
