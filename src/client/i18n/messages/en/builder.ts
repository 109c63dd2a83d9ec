// English: the original app's screens are in English, and its English words are these, word for word.
// The page builders (HOME and NOTICE): their shared kit (toolbar, list, editors, versions, publish) and
// each builder's own words. A sentence that counts or names a builder's entries is the builder's own
// message (builder_section…, builder_notice…), not a noun glued into a shared one.
import { pluralOf } from '#shared/i18n/format';

// The toolbar, the draft's status and what needs the operator
export const builder_edit = 'Edit';
export const builder_preview = 'Preview';
export const builder_mode = 'Mode';
export const builder_settings = 'Settings';
export const builder_versions = 'Versions';
export const builder_statusLoading = 'Loading the draft...';
export const builder_statusLoadFailed = 'The draft could not be loaded';
export const builder_statusSaving = 'Saving draft...';
export const builder_statusSaveFailed = (p: { reason: string }) =>
  `Draft not saved: ${p.reason}. Kept in this tab; trying again.`;
/** The reason above when the server gave none. */
export const builder_noAnswer = 'the server did not answer';
export const builder_statusConflict = 'The draft changed elsewhere';
export const builder_statusSaved = 'Draft saved, not published';
export const builder_statusPublished = 'Published: no unpublished changes';
export const builder_loadFailed = (p: { reason: string }) => `The draft could not be loaded: ${p.reason}`;
export const builder_loadLatest = 'Load the latest draft';
/** `page` is builder_homePage or builder_noticePage. */
export const builder_stale = (p: { page: string }) =>
  `The ${p.page} was published by someone else after this draft was started: publishing this draft would replace their changes. Discard it to start again from what is published now.`;

// Who else has the builder open; an edit refused because the draft changed elsewhere meanwhile
export const builder_editorsHere = 'Also in this builder now:';
export const builder_editorSince = (p: { name: string; since: string }) => `${p.name}, since ${p.since}`;
export const builder_editorDevice = (p: { browser: string; os: string }) => `${p.browser} on ${p.os}`;
export const builder_editorAt = (p: { name: string; address: string }) => `${p.name} (${p.address})`;
export const builder_editorPerson = (p: { name: string; where: string }) => `${p.name}, ${p.where}`;
export const builder_editorYou = 'Your other tab or window';
export const builder_editorSomeone = 'Another browser';
export const builder_editorsHint =
  'You are editing the same draft: agree who changes what. If your edits cross, yours stays on your screen to apply again.';
export const builder_conflictBy = (p: { who: string; at: string; edit: string }) =>
  `${p.who} changed the draft at ${p.at} while you were editing, so your last edit was not saved. It is still here: ${p.edit}.`;
export const builder_conflictKept = (p: { edit: string }) =>
  `The draft changed elsewhere while you were editing, so your last edit was not saved. It is still here: ${p.edit}.`;
export const builder_applyOnto = 'Apply onto the newer draft';
export const builder_applying = 'Applying...';
export const builder_dropMine = 'Drop my edit, load theirs';
export const builder_appliedTitle = 'Your edit was applied';
export const builder_appliedText = 'It is saved in the newer draft, with the other changes.';

// Publish and discard
export const builder_publish = 'Publish';
export const builder_publishing = 'Publishing...';
export const builder_saving = 'Saving...';
export const builder_discard = 'Discard draft';
export const builder_publishTitle = (p: { page: string }) => `Publish the ${p.page}?`;
export const builder_publishText =
  'Visitors see the draft from now on, and it is kept as a version. What it changes:';
export const builder_discardTitle = 'Discard the draft?';
export const builder_discardText = (p: { page: string }) =>
  `Your unpublished changes to the ${p.page} are dropped, on every device; the builder shows the published page again.`;
export const builder_savedTitle = 'Saved';
export const builder_savedText = (p: { page: string }) => `The ${p.page} is saved and live.`;
export const builder_discardedTitle = 'Draft discarded';
export const builder_discardedText = 'The builder shows the published page again.';
/** Why a publish could not start, said in the publish failure toast after its own words. */
export const builder_notSavedReason = 'the draft could not be saved';
/** The same, said on its own in the publish dialog. */
export const builder_notSaved = 'The draft could not be saved';

// What a publish changes: the entries under Added, Changed and Removed, each by its label (a builder's
// builder_sectionLabel or builder_noticeLabel) and its place in the list; then the order and the settings.
/** The list's name, for screen readers. */
export const builder_changesList = 'Changes to publish';
export const builder_groupAdded = (p: { count: number }) => `Added (${p.count})`;
export const builder_groupChanged = (p: { count: number }) => `Changed (${p.count})`;
export const builder_groupRemoved = (p: { count: number }) => `Removed (${p.count})`;
/** A no-break space keeps the number on the line of its word. */
export const builder_changeAt = (p: { label: string; position: number }) =>
  `${p.label} · position\u00a0${p.position}`;
/** A removed entry: its place on the published page. */
export const builder_changeWasAt = (p: { label: string; position: number }) =>
  `${p.label} · was position\u00a0${p.position}`;
/** After the first names of a long group. */
/** The changes in one sentence (a refused edit's alert): 'Changed (1): Hero section “Welcome” · position 1'. */
export const builder_changesInLine = (p: { heading: string; names: string }) => `${p.heading}: ${p.names}`;
export const builder_nameSeparator = ', ';
export const builder_groupSeparator = '; ';
export const builder_andMore = (p: { count: number }) => `and ${p.count} more`;
export const builder_orderChanged = 'The order changed';
export const builder_settingsChanged = 'Settings changed';
export const builder_noChanges = 'No changes';
/** When the published page has not loaded yet. */
export const builder_changesUnknown = 'Not known yet: the published page has not loaded.';

// The list of entries
export const builder_showEntry = (p: { name: string }) => `Show ${p.name}`;
export const builder_moveUp = (p: { name: string }) => `Move ${p.name} up`;
export const builder_moveDown = (p: { name: string }) => `Move ${p.name} down`;
export const builder_editEntry = (p: { name: string }) => `Edit ${p.name}`;
export const builder_deleteEntry = (p: { name: string }) => `Delete ${p.name}`;
export const builder_delete = 'Delete';
export const builder_removed = (p: { label: string; path: string }) =>
  `${p.label} is removed from the draft; ${p.path} changes when you publish.`;
export const builder_untitled = 'Untitled';

// Dragging a row (read out by dnd-kit's live region)
export const builder_reorder = (p: { name: string }) => `Reorder ${p.name}`;
export const builder_dragInstructions =
  'To move this row, press Space or Enter to pick it up, the up and down arrow keys to move it, ' +
  'Space or Enter again to drop it, or Escape to cancel.';
export const builder_dragStart = (p: { name: string; position: number; total: number }) =>
  `Picked up ${p.name}, at position ${p.position} of ${p.total}.`;
export const builder_dragOver = (p: { name: string; position: number; total: number }) =>
  `${p.name} is over position ${p.position} of ${p.total}.`;
export const builder_dragOutside = (p: { name: string }) => `${p.name} is outside the list.`;
export const builder_dropAt = (p: { name: string; position: number; total: number }) =>
  `Dropped ${p.name} at position ${p.position} of ${p.total}.`;
export const builder_dropped = (p: { name: string }) => `Dropped ${p.name}.`;
export const builder_dragCancel = (p: { name: string }) =>
  `Moving ${p.name} was cancelled; it is back where it was.`;

// The preview
export const builder_previewWidth = 'Preview width';
export const builder_widthPhone = 'Phone (390 px)';
export const builder_widthDesktop = 'Desktop (1280 px)';
export const builder_previewSaving = 'Saving the draft: the preview follows in a moment.';
export const builder_previewText = (p: { path: string }) =>
  `${p.path} as visitors will see it once the draft is published.`;
export const builder_previewFrame = (p: { path: string }) => `Preview of ${p.path} (draft)`;

// The published versions
export const builder_versionsTitle = 'Published versions';
export const builder_versionsText = (p: { page: string }) =>
  `The last 10 publishes of the ${p.page}. Restore puts that version into the draft; publish it to make it live.`;
export const builder_versionsLoading = 'Loading versions...';
/** In ui_loadFailed: 'Could not load the versions: …'. */
export const builder_versionsWhat = 'the versions';
export const builder_versionsNone = 'Nothing published yet.';
export const builder_versionLatest = 'Latest';
export const builder_restore = 'Restore';
export const builder_restoreVersion = (p: { at: string }) => `Restore version from ${p.at}`;
export const builder_restoredTitle = 'Version restored into the draft';
export const builder_restoredText = (p: { at: string }) =>
  `The page published ${p.at} is in the draft: review it, then Publish.`;
export const builder_replaceTitle = 'Replace the draft?';
export const builder_replaceText = (p: { at: string }) =>
  `Restoring the version of ${p.at} replaces the draft's unpublished changes.`;

// The editor dialogs and their fields
export const builder_apply = 'Apply';
export const builder_editorText = 'Apply puts the changes in the draft; Publish makes them live.';
export const builder_tabContent = 'Content';
export const builder_tabDesign = 'Design';
export const builder_tabLayout = 'Layout';
export const builder_fieldTitle = 'Title';
export const builder_fieldSubtitle = 'Subtitle';
export const builder_fieldContent = 'Content';
export const builder_fieldImage = 'Image';
export const builder_backgroundColour = 'Background colour';
export const builder_textColour = 'Text colour';
export const builder_primaryColour = 'Primary colour';
export const builder_secondaryColour = 'Secondary colour';
export const builder_siteName = 'Site name';
export const builder_sample = 'Sample';
export const builder_alignLeft = 'Left';
export const builder_alignCenter = 'Center';
export const builder_alignRight = 'Right';
export const builder_clear = 'Clear';
export const builder_clearField = (p: { label: string }) => `Clear ${p.label}`;
/** A problem of one entry of a list: 'Logo 2: …'. */
export const builder_itemProblem = (p: { item: string; problem: string }) => `${p.item}: ${p.problem}`;

// The image field
export const builder_upload = 'Upload';
export const builder_uploading = 'Uploading...';
export const builder_uploadField = (p: { label: string }) => `Upload ${p.label}`;
export const builder_uploadingField = (p: { label: string }) => `Uploading ${p.label}`;
export const builder_uploadErrorTitle = 'Upload Error';
export const builder_chooseImage = 'Choose an image file';
export const builder_imagePlaceholder = '/uploads/… or https://…';
export const builder_uploadImageFailed = 'Failed to upload image';
export const builder_uploadLogoFailed = 'Failed to upload logo';
export const builder_uploadGalleryFailed = 'Failed to upload gallery image';
export const builder_replace = 'Replace image';
/** Beside Replace, under the preview: not the entry's own Remove. */
export const builder_removeImage = 'Remove image';
export const builder_replaceField = (p: { label: string }) => `Replace ${p.label}`;
export const builder_imagePreview = (p: { label: string }) => `Preview of ${p.label}`;
export const builder_imageNotLoaded = 'This image could not be loaded';
export const builder_imageAddressHint = "The image's address: paste another image's address to use that one.";

// HOME: the home page's sections
export const builder_homePage = 'home page';
export const builder_homeTitle = 'Home page';
export const builder_homeToolbar = 'HOME Builder toolbar';
export const builder_homeLoading = 'Loading the home page...';
/** The original app's Chinese toast (保存失败，请重试) in English. */
export const builder_homePublishFailed = 'Save failed, please try again';
export const builder_typeHero = 'Hero';
export const builder_typeFeature = 'Feature';
export const builder_typeGallery = 'Gallery';
export const builder_typeCta = 'CTA';
export const builder_typeText = 'Text';
/** A new section's title; `type` is the type's label. */
export const builder_newSection = (p: { type: string }) => `New ${p.type.toLowerCase()} section`;
export const builder_sectionLabel = (p: { type: string; title: string }) => `${p.type} section “${p.title}”`;
export const builder_sectionCount = (p: { count: number }) =>
  `${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'section' : 'sections'}`;
export const builder_sectionAdd = 'Add section';
export const builder_sectionAddLead = 'Add section:';
/** The add bar's lead once a row is selected: new entries go after it. `label` is the entry's label. */
export const builder_addAfter = (p: { label: string }) => `Add after ${p.label}:`;
export const builder_sectionAddType = (p: { type: string }) => `Add ${p.type} section`;
export const builder_sectionDelete = 'Delete section?';
export const builder_sections = 'Sections';
export const builder_sectionsNone = 'No sections yet. Add one above.';
export const builder_sectionMeta = (p: { shown: boolean; position: number; entries: number }) =>
  `${p.shown ? 'Shown' : 'Hidden'} · position ${p.position}${
    p.entries > 0 ? ` · ${p.entries} ${pluralOf(p.entries, 'en') === 'one' ? 'entry' : 'entries'}` : ''
  }`;
export const builder_sectionEditor = 'Section editor';
export const builder_editSection = (p: { type: string }) => `Edit ${p.type} section`;
export const builder_contentPerLine = 'One paragraph per line';
export const builder_buttonText = 'Button text';
export const builder_buttonLink = 'Button link';
export const builder_buttonLinkPlaceholder = '/promo or https://…';
export const builder_buttonHint = 'The button shows only when it has both a text and a link.';
export const builder_gamesTitle = 'Games title';
export const builder_gamesSubtitle = 'Games subtitle';
export const builder_layoutHint =
  'Where the title, text and button sit in the section: on the left, centred or on the right.';
export const builder_colourSample = 'Colour sample';
export const builder_sectionTitleSample = 'Section title';

// HOME: a section's (or the contact) logos, gallery images and game logos
export const builder_logos = 'Logos';
export const builder_logoN = (p: { n: number }) => `Logo ${p.n}`;
export const builder_addLogo = 'Add Logo';
export const builder_logosFull = (p: { max: number }) =>
  `At most ${p.max} logos: remove or clear one to add another.`;
export const builder_galleryImages = 'Gallery images';
export const builder_imageN = (p: { n: number }) => `Image ${p.n}`;
export const builder_addImage = 'Add Image';
export const builder_gameLogos = 'Game logos';
export const builder_gameLogoN = (p: { n: number }) => `Game logo ${p.n}`;
export const builder_addGameLogo = 'Add Game Logo';
export const builder_contactLogos = 'Contact logos';
export const builder_contactLogoN = (p: { n: number }) => `Contact logo ${p.n}`;
export const builder_contactLogosFull = (p: { max: number }) =>
  `At most ${p.max} contact logos: remove or clear one to add another.`;
export const builder_entriesFull = (p: { max: number }) => `At most ${p.max} entries per section.`;
export const builder_itemsOf = (p: { count: number; max: number }) => `(${p.count} of ${p.max})`;
export const builder_items = (p: { count: number }) => `(${p.count})`;
export const builder_noneYet = 'None yet.';
export const builder_name = 'Name';
export const builder_caption = 'Caption';
export const builder_phone = 'Phone';
export const builder_captionAlignment = 'Caption alignment';
export const builder_shown = 'Shown';
export const builder_remove = 'Remove';
export const builder_removeItem = (p: { label: string }) => `Remove ${p.label}`;

// HOME: the global settings
export const builder_globalSettings = 'Global settings';
export const builder_globalSettingsText =
  'Apply puts Branding, Contact Info and Games Log in the draft; Publish makes them live.';
export const builder_tabBranding = 'Branding';
export const builder_tabContact = 'Contact Info';
export const builder_tabGames = 'Games Log';
export const builder_tabNotice = 'Notice';
export const builder_companySlogan = 'Company slogan';
export const builder_telegramPlaceholder = '@username or number';
export const builder_showContactInfo = 'Show contact info';
export const builder_quickAddTitle = (p: { used: number; max: number }) =>
  `Quick add a contact logo (${p.used} of ${p.max} slots used)`;
export const builder_quickAddLogo = (p: { name: string }) => `Add ${p.name} logo`;
export const builder_quickAddHint =
  'Adds a logo named after the channel, with the number from its field above.';
export const builder_logoAdded = 'Logo added';
export const builder_logoAddedText = (p: { name: string; reused: boolean }) =>
  `${p.name} is in the contact logos (Branding tab)${p.reused ? ', in an empty slot' : ''}. Upload its icon there.`;
export const builder_noEmptySlots = 'No empty slots';
export const builder_noEmptySlotsText = (p: { max: number }) =>
  `All ${p.max} logo slots hold an image. Clear a disabled logo to reuse its slot.`;
export const builder_maxLogos = 'Maximum logos reached';
export const builder_maxLogosText = (p: { max: number }) =>
  `All ${p.max} logos are in use. Remove or clear one first.`;
export const builder_gamesLogText = 'Games log text';
export const builder_showGamesLog = 'Show games log';
export const builder_noticeTabText =
  'The scrolling notice of the promo and spin pages. It saves on its own with its button; Apply and Publish do not touch it.';

// NOTICE: the notices of /notice
export const builder_noticePage = 'notice page';
export const builder_noticeTitle = 'Notice page';
export const builder_noticeToolbar = 'NOTICE Builder toolbar';
export const builder_noticeLoading = 'Loading the notices...';
/** The failure toast's description after a failed publish. */
export const builder_noticePublishFailed = (p: { reason: string }) => `Failed to save settings: ${p.reason}`;
export const builder_typeAnnouncement = 'Announcement';
export const builder_typePromotion = 'Promotion';
export const builder_typeWarning = 'Warning';
export const builder_typeInfo = 'Info';
export const builder_priorityHigh = 'High';
export const builder_priorityMedium = 'Medium';
export const builder_priorityLow = 'Low';
export const builder_priorityBadge = (p: { priority: string }) => `${p.priority} priority`;
export const builder_scheduleLive = 'Live now';
export const builder_scheduleScheduled = 'Scheduled';
export const builder_scheduleEnded = 'Ended';
export const builder_scheduleDisabled = 'Disabled';
/** A new notice's title; `type` is the type's label. */
export const builder_newNotice = (p: { type: string }) => `New ${p.type.toLowerCase()} notice`;
export const builder_noticeLabel = (p: { type: string; title: string }) => `${p.type} notice “${p.title}”`;
export const builder_noticeCount = (p: { count: number }) =>
  `${p.count} ${pluralOf(p.count, 'en') === 'one' ? 'notice' : 'notices'}`;
export const builder_noticeAdd = 'Add notice';
export const builder_noticeAddLead = 'Add notice:';
export const builder_noticeAddType = (p: { type: string }) => `Add ${p.type} notice`;
export const builder_noticeDelete = 'Delete notice?';
export const builder_notices = 'Notices';
export const builder_noticesNone = 'No notices yet. Add one above.';
/** A notice's window: both ends (the zone said once, after the second), or one. */
export const builder_noticeWindow = (p: { from: string; until: string }) => `${p.from} – ${p.until}`;
export const builder_noticeFrom = (p: { at: string }) => `From ${p.at}`;
export const builder_noticeUntil = (p: { at: string }) => `Until ${p.at}`;
export const builder_noticeSummaryTop = (p: { speed: number }) =>
  `notices shown, scrolling preview at the top, ${p.speed} s a pass`;
export const builder_noticeSummaryBottom = (p: { speed: number }) =>
  `notices shown, scrolling preview at the bottom, ${p.speed} s a pass`;
export const builder_noticeSummaryOff = 'notices are switched off: /notice shows “Notice Center”';
export const builder_noticeEditor = 'Notice editor';
export const builder_editNotice = (p: { type: string }) => `Edit ${p.type} notice`;
export const builder_tabSchedule = 'Schedule';
export const builder_endAfterStart = 'End must be after start';
export const builder_noticeContentHint = 'Line breaks are kept on /notice';
export const builder_priority = 'Priority';
export const builder_type = 'Type';
export const builder_noticeOrderHint =
  '/notice lists high priority first; within a priority, in this list’s order. Colours still at the type’s defaults follow a new type.';
export const builder_useTypeColours = (p: { type: string }) => `Use the ${p.type} colours`;
export const builder_titleAlignment = 'Title alignment';
export const builder_subtitleAlignment = 'Subtitle alignment';
export const builder_textAlignment = 'Text alignment';
export const builder_scheduleHint =
  'Times are Malaysia time (UTC+8), whatever this computer’s clock is set to. Leave a time empty for no limit on that side.';
export const builder_start = 'Start (UTC+8)';
export const builder_startHint = 'Shown from this moment on.';
export const builder_end = 'End (UTC+8)';
export const builder_endHint = 'Gone from this moment on.';
/** Followed by the schedule's badge (Live now, Scheduled…). */
export const builder_scheduleIs = 'With these times it is';
export const builder_noticeTitleSample = 'Notice title';
export const builder_noticeTextSample = 'The notice’s text.';

// NOTICE: the notice page's settings
export const builder_noticeSettings = 'Notice settings';
export const builder_noticeSettingsText = 'Apply puts the settings in the draft; Publish makes them live.';
export const builder_showNotices = 'Show notices';
export const builder_showNoticesHint =
  'When off, /notice shows “Notice Center” and says notices are temporarily disabled.';
export const builder_positionTop = 'Top of the page';
export const builder_positionBottom = 'Bottom of the page';
export const builder_previewPosition = 'Scrolling preview position';
export const builder_animationSpeed = 'Animation speed (seconds)';
export const builder_animationSpeedHint = (p: { min: number; max: number }) =>
  `How long one pass of the scrolling preview takes: ${p.min} to ${p.max} seconds.`;
