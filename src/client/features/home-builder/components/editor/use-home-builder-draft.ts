// The HOME builder's draft: the shared server-kept builder draft with the home page's own rules.
import { defaultHomeData, type HomeBuilderData } from '#shared/home-page';
import { homeDataKey, homeVersionsKey } from '#client/api/home-builder';
import { useBuilderDraft } from '#client/components/builder/use-builder-draft';
import { forSaving } from './draft-model';

/**
 * SPEC §4: in the builder, a loaded document with no sections is ignored and the current content kept
 * (the built-in defaults at first). Its global settings are still taken: they are not "content", and a
 * publish over stand-in settings would wipe the real ones.
 */
function adopt(current: HomeBuilderData, loaded: HomeBuilderData): HomeBuilderData {
  if (loaded.sections.length > 0) return loaded;
  return { ...loaded, sections: current.sections };
}

export function useHomeBuilderDraft() {
  return useBuilderDraft<HomeBuilderData>({
    prefix: '/api/home-builder',
    // A publish changes the page and adds a version.
    refreshKeys: [homeDataKey, homeVersionsKey],
    defaults: defaultHomeData,
    adopt,
    forSaving,
  });
}
