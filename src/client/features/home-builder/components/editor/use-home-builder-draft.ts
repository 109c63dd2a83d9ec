// The HOME builder's draft: the shared builder draft with the home page's own rules.
import { defaultHomeData, type HomeBuilderData } from '#shared/home-page';
import {
  homeDataKey,
  homeVersionsKey,
  saveHomeData,
  useHomeData,
  writeLocalHomeData,
} from '#client/api/home-builder';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';
import { forSaving } from './draft-model';

/**
 * SPEC §4: in the builder, a loaded document with no sections is ignored and the current content kept
 * (the built-in defaults at first). Its global settings are still taken: they are not "content", and a
 * Save All over stand-in settings would wipe the real ones.
 */
function adopt(current: HomeBuilderData, loaded: HomeBuilderData): HomeBuilderData {
  if (loaded.sections.length > 0) return loaded;
  return { ...loaded, sections: current.sections };
}

export function useHomeBuilderDraft() {
  return useBuilderDraft(useHomeData().data, {
    dataKey: homeDataKey,
    // A save adds a version as well.
    refreshKeys: [homeDataKey, homeVersionsKey],
    defaults: defaultHomeData,
    adopt,
    save: (doc) => saveHomeData(forSaving(doc)),
    saveLocally: (doc) => writeLocalHomeData(forSaving(doc)),
  });
}
