/**
 * The ComfyUI workflows the adapter queues, in ComfyUI's API format (node id → class_type and inputs;
 * a link is [node id, output index]). Built from the stock nodes only, so any ComfyUI install runs them
 * with one Stable Diffusion checkpoint. The result is always node "9" (SaveImage).
 */
export type ComfyWorkflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

export interface ComfyWorkflowInputs {
  checkpoint: string;
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  count: number;
  seed: number;
  steps?: number;
}

export const comfyOutputNode = '9';

function common(inputs: ComfyWorkflowInputs, latent: [string, number], denoise: number): ComfyWorkflow {
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: inputs.checkpoint } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: inputs.prompt, clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: inputs.negativePrompt, clip: ['4', 1] } },
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: inputs.seed,
        steps: inputs.steps ?? 25,
        cfg: 7,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: latent,
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    [comfyOutputNode]: { class_type: 'SaveImage', inputs: { filename_prefix: 'genie', images: ['8', 0] } },
  };
}

export function textToImageWorkflow(inputs: ComfyWorkflowInputs): ComfyWorkflow {
  return {
    ...common(inputs, ['5', 0], 1),
    '5': { class_type: 'EmptyLatentImage', inputs: { width: inputs.width, height: inputs.height, batch_size: inputs.count } },
  };
}

/** `image`: the uploaded input's name; `denoise`: the strength (0 keeps the photo, 1 ignores it). */
export function imageToImageWorkflow(inputs: ComfyWorkflowInputs & { image: string; denoise: number }): ComfyWorkflow {
  return {
    ...common(inputs, ['12', 0], inputs.denoise),
    '10': { class_type: 'LoadImage', inputs: { image: inputs.image } },
    '11': { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } },
    '12': { class_type: 'RepeatLatentBatch', inputs: { samples: ['11', 0], amount: inputs.count } },
  };
}

/**
 * `mask`: the uploaded mask's name, white = repaint; ImageToMask reads its red channel, so white is 1,
 * which is what ComfyUI's masks mean by "inpaint here".
 */
export function inpaintWorkflow(inputs: ComfyWorkflowInputs & { image: string; mask: string }): ComfyWorkflow {
  return {
    ...common(inputs, ['12', 0], 1),
    '10': { class_type: 'LoadImage', inputs: { image: inputs.image } },
    '13': { class_type: 'LoadImage', inputs: { image: inputs.mask } },
    '14': { class_type: 'ImageToMask', inputs: { image: ['13', 0], channel: 'red' } },
    '11': { class_type: 'VAEEncodeForInpaint', inputs: { pixels: ['10', 0], vae: ['4', 2], mask: ['14', 0], grow_mask_by: 6 } },
    '12': { class_type: 'RepeatLatentBatch', inputs: { samples: ['11', 0], amount: inputs.count } },
  };
}
