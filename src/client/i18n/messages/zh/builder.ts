// 简体中文: the original app's Chinese texts are these, word for word.
// The page builders (HOME and NOTICE): their shared kit (toolbar, list, editors, versions, publish) and
// each builder's own words. A sentence that counts or names a builder's entries is the builder's own
// message (builder_section…, builder_notice…), not a noun glued into a shared one.

// 工具栏、草稿状态和需要处理的事项
export const builder_edit = '编辑';
export const builder_preview = '预览';
export const builder_mode = '模式';
export const builder_settings = '设置';
export const builder_versions = '版本';
export const builder_statusLoading = '正在加载草稿...';
export const builder_statusLoadFailed = '无法加载草稿';
export const builder_statusSaving = '正在保存草稿...';
export const builder_statusSaveFailed = (p: { reason: string }) =>
  `草稿未保存：${p.reason}。已保留在此标签页中，正在重试。`;
export const builder_noAnswer = '服务器没有响应';
export const builder_statusConflict = '草稿已在别处被修改';
export const builder_statusSaved = '草稿已保存，尚未发布';
export const builder_statusPublished = '已发布：没有未发布的更改';
export const builder_loadFailed = (p: { reason: string }) => `无法加载草稿：${p.reason}`;
export const builder_loadLatest = '加载最新草稿';
export const builder_stale = (p: { page: string }) =>
  `在此草稿开始编辑后，其他人发布了${p.page}：发布此草稿将覆盖他们的更改。放弃此草稿，即可从当前已发布的内容重新开始。`;

// 谁也打开了此编辑器；草稿在别处被修改时被拒绝的修改
export const builder_editorsHere = '此刻也在此编辑器中：';
export const builder_editorSince = (p: { name: string; since: string }) => `${p.name}，自 ${p.since} 起`;
export const builder_editorDevice = (p: { browser: string; os: string }) => `${p.os} 上的 ${p.browser}`;
export const builder_editorAt = (p: { name: string; address: string }) => `${p.name}（${p.address}）`;
export const builder_editorPerson = (p: { name: string; where: string }) => `${p.name}，${p.where}`;
export const builder_editorYou = '您的另一个标签页或窗口';
export const builder_editorSomeone = '另一个浏览器';
export const builder_editorsHint =
  '你们正在编辑同一份草稿：请先商量好谁改哪里。若双方的修改交叉，您的修改会留在屏幕上，可再次应用。';
export const builder_conflictBy = (p: { who: string; at: string; edit: string }) =>
  `${p.who} 在 ${p.at} 修改了草稿，当时您正在编辑，所以您最后的修改没有保存。它仍在这里：${p.edit}。`;
export const builder_conflictKept = (p: { edit: string }) =>
  `您编辑时草稿在别处被修改，所以您最后的修改没有保存。它仍在这里：${p.edit}。`;
export const builder_applyOnto = '应用到较新的草稿上';
export const builder_applying = '正在应用...';
export const builder_dropMine = '放弃我的修改，加载对方的';
export const builder_appliedTitle = '已应用您的修改';
export const builder_appliedText = '已与其他修改一起保存在较新的草稿中。';

// 发布与放弃
export const builder_publish = '发布';
export const builder_publishing = '发布中...';
export const builder_saving = '保存中...';
export const builder_discard = '放弃草稿';
export const builder_publishTitle = (p: { page: string }) => `发布${p.page}？`;
export const builder_publishText = '从现在起，访客将看到此草稿，并且它会保存为一个版本。本次更改：';
export const builder_discardTitle = '放弃草稿？';
export const builder_discardText = (p: { page: string }) =>
  `您对${p.page}尚未发布的更改将在所有设备上被丢弃；编辑器将重新显示已发布的页面。`;
export const builder_savedTitle = '已保存';
export const builder_savedText = (p: { page: string }) => `${p.page}已保存并上线。`;
export const builder_discardedTitle = '草稿已放弃';
export const builder_discardedText = '编辑器重新显示已发布的页面。';
export const builder_notSavedReason = '草稿无法保存';
export const builder_notSaved = '草稿无法保存';

// 发布的更改：按新增、修改、删除分组，每一项写出名称及其在列表中的位置
export const builder_changesList = '将发布的更改';
export const builder_groupAdded = (p: { count: number }) => `新增（${p.count}）`;
export const builder_groupChanged = (p: { count: number }) => `修改（${p.count}）`;
export const builder_groupRemoved = (p: { count: number }) => `删除（${p.count}）`;
export const builder_changeAt = (p: { label: string; position: number }) =>
  `${p.label} · 第 ${p.position} 位`;
export const builder_changeWasAt = (p: { label: string; position: number }) =>
  `${p.label} · 原第 ${p.position} 位`;
/** The changes in one sentence (a refused edit's alert): 'Changed (1): Hero section “Welcome” · position 1'. */
export const builder_changesInLine = (p: { heading: string; names: string }) => `${p.heading}：${p.names}`;
export const builder_nameSeparator = '、';
export const builder_groupSeparator = '；';
export const builder_andMore = (p: { count: number }) => `还有 ${p.count} 项`;
export const builder_orderChanged = '顺序已更改';
export const builder_settingsChanged = '设置已更改';
export const builder_noChanges = '没有更改';
export const builder_changesUnknown = '暂时未知：已发布的页面尚未加载。';

// 条目列表
export const builder_showEntry = (p: { name: string }) => `显示${p.name}`;
export const builder_moveUp = (p: { name: string }) => `上移${p.name}`;
export const builder_moveDown = (p: { name: string }) => `下移${p.name}`;
export const builder_editEntry = (p: { name: string }) => `编辑${p.name}`;
export const builder_deleteEntry = (p: { name: string }) => `删除${p.name}`;
export const builder_delete = '删除';
export const builder_removed = (p: { label: string; path: string }) =>
  `${p.label}将从草稿中移除；发布后 ${p.path} 才会改变。`;
export const builder_untitled = '无标题';

// 拖动排序（由 dnd-kit 的实时区域朗读）
export const builder_reorder = (p: { name: string }) => `调整${p.name}的顺序`;
export const builder_dragInstructions =
  '要移动此行，请按空格键或回车键拿起它，用上下方向键移动，再按空格键或回车键放下，或按 Esc 键取消。';
export const builder_dragStart = (p: { name: string; position: number; total: number }) =>
  `已拿起${p.name}，位于第 ${p.position} 个位置，共 ${p.total} 个。`;
export const builder_dragOver = (p: { name: string; position: number; total: number }) =>
  `${p.name}位于第 ${p.position} 个位置上方，共 ${p.total} 个。`;
export const builder_dragOutside = (p: { name: string }) => `${p.name}已移出列表。`;
export const builder_dropAt = (p: { name: string; position: number; total: number }) =>
  `已将${p.name}放在第 ${p.position} 个位置，共 ${p.total} 个。`;
export const builder_dropped = (p: { name: string }) => `已放下${p.name}。`;
export const builder_dragCancel = (p: { name: string }) => `已取消移动${p.name}，它回到了原来的位置。`;

// 预览
export const builder_previewWidth = '预览宽度';
export const builder_widthPhone = '手机（390 px）';
export const builder_widthDesktop = '电脑（1280 px）';
export const builder_previewSaving = '正在保存草稿：预览稍后更新。';
export const builder_previewText = (p: { path: string }) => `草稿发布后，访客看到的 ${p.path} 将是这样。`;
export const builder_previewFrame = (p: { path: string }) => `${p.path} 的预览（草稿）`;

// 已发布的版本
export const builder_versionsTitle = '已发布的版本';
export const builder_versionsText = (p: { page: string }) =>
  `${p.page}最近 10 次发布。恢复会将该版本放入草稿；发布后才会上线。`;
export const builder_versionsLoading = '正在加载版本...';
export const builder_versionsWhat = '版本';
export const builder_versionsNone = '尚未发布过。';
export const builder_versionLatest = '最新';
export const builder_restore = '恢复';
export const builder_restoreVersion = (p: { at: string }) => `恢复 ${p.at} 的版本`;
export const builder_restoredTitle = '版本已恢复到草稿';
export const builder_restoredText = (p: { at: string }) => `${p.at} 发布的页面已放入草稿：请检查后再发布。`;
export const builder_replaceTitle = '替换草稿？';
export const builder_replaceText = (p: { at: string }) => `恢复 ${p.at} 的版本将替换草稿中尚未发布的更改。`;

// 编辑对话框及其字段
export const builder_apply = '应用';
export const builder_editorText = '“应用”将更改放入草稿；“发布”使其上线。';
export const builder_tabContent = '内容';
export const builder_tabDesign = '设计';
export const builder_tabLayout = '布局';
export const builder_fieldTitle = '标题';
export const builder_fieldSubtitle = '副标题';
export const builder_fieldContent = '内容';
export const builder_fieldImage = '图片';
export const builder_backgroundColour = '背景颜色';
export const builder_textColour = '文字颜色';
export const builder_primaryColour = '主色';
export const builder_secondaryColour = '辅助色';
export const builder_siteName = '网站名称';
export const builder_sample = '示例';
export const builder_alignLeft = '靠左';
export const builder_alignCenter = '居中';
export const builder_alignRight = '靠右';
export const builder_clear = '清空';
export const builder_clearField = (p: { label: string }) => `清空${p.label}`;
export const builder_itemProblem = (p: { item: string; problem: string }) => `${p.item}：${p.problem}`;

// 图片字段
export const builder_upload = '上传';
export const builder_uploading = '上传中...';
export const builder_uploadField = (p: { label: string }) => `上传${p.label}`;
export const builder_uploadingField = (p: { label: string }) => `正在上传${p.label}`;
export const builder_uploadErrorTitle = '上传错误';
export const builder_chooseImage = '请选择图片文件';
export const builder_imagePlaceholder = '/uploads/… 或 https://…';
export const builder_uploadImageFailed = '图片上传失败';
export const builder_uploadLogoFailed = '标志上传失败';
export const builder_uploadGalleryFailed = '图库图片上传失败';
export const builder_replace = '替换图片';
/** Beside Replace, under the preview: not the entry's own Remove. */
export const builder_removeImage = '移除图片';
export const builder_replaceField = (p: { label: string }) => `替换${p.label}`;
export const builder_imagePreview = (p: { label: string }) => `${p.label}预览`;
export const builder_imageNotLoaded = '无法加载此图片';
export const builder_imageAddressHint = '图片地址：粘贴另一张图片的地址即可改用那张图片。';

// 首页：首页的版块
export const builder_homePage = '首页';
export const builder_homeTitle = '首页';
export const builder_homeToolbar = '首页编辑器工具栏';
export const builder_homeLoading = '正在加载首页...';
export const builder_homePublishFailed = '保存失败，请重试';
export const builder_typeHero = '主横幅';
export const builder_typeFeature = '特色';
export const builder_typeGallery = '图库';
export const builder_typeCta = '行动号召';
export const builder_typeText = '文本';
export const builder_newSection = (p: { type: string }) => `新${p.type}版块`;
export const builder_sectionLabel = (p: { type: string; title: string }) => `${p.type}版块“${p.title}”`;
export const builder_sectionCount = (p: { count: number }) => `${p.count} 个版块`;
export const builder_sectionAdd = '添加版块';
export const builder_sectionAddLead = '添加版块：';
/** The add bar's lead once a row is selected: new entries go after it. `label` is the entry's label. */
export const builder_addAfter = (p: { label: string }) => `在${p.label}之后添加：`;
export const builder_sectionAddType = (p: { type: string }) => `添加${p.type}版块`;
export const builder_sectionDelete = '删除版块？';
export const builder_sections = '版块';
export const builder_sectionsNone = '还没有版块。请在上方添加。';
export const builder_sectionMeta = (p: { shown: boolean; position: number; entries: number }) =>
  `${p.shown ? '显示' : '隐藏'} · 第 ${p.position} 位${p.entries > 0 ? ` · ${p.entries} 个条目` : ''}`;
export const builder_sectionEditor = '版块编辑器';
export const builder_editSection = (p: { type: string }) => `编辑${p.type}版块`;
export const builder_contentPerLine = '每行一个段落';
export const builder_buttonText = '按钮文字';
export const builder_buttonLink = '按钮链接';
export const builder_buttonLinkPlaceholder = '/promo 或 https://…';
export const builder_buttonHint = '只有同时填写了文字和链接，按钮才会显示。';
export const builder_gamesTitle = '游戏标题';
export const builder_gamesSubtitle = '游戏副标题';
export const builder_layoutHint = '标题、文字和按钮在版块中的位置：靠左、居中或靠右。';
export const builder_colourSample = '颜色示例';
export const builder_sectionTitleSample = '版块标题';

// 首页：版块（或联系方式）的标志、图库图片和游戏标志
export const builder_logos = '标志';
export const builder_logoN = (p: { n: number }) => `标志 ${p.n}`;
export const builder_addLogo = '添加标志';
export const builder_logosFull = (p: { max: number }) => `最多 ${p.max} 个标志：请先移除或清空一个再添加。`;
export const builder_galleryImages = '图库图片';
export const builder_imageN = (p: { n: number }) => `图片 ${p.n}`;
export const builder_addImage = '添加图片';
export const builder_gameLogos = '游戏标志';
export const builder_gameLogoN = (p: { n: number }) => `游戏标志 ${p.n}`;
export const builder_addGameLogo = '添加游戏标志';
export const builder_contactLogos = '联系方式标志';
export const builder_contactLogoN = (p: { n: number }) => `联系方式标志 ${p.n}`;
export const builder_contactLogosFull = (p: { max: number }) =>
  `最多 ${p.max} 个联系方式标志：请先移除或清空一个再添加。`;
export const builder_entriesFull = (p: { max: number }) => `每个版块最多 ${p.max} 个条目。`;
export const builder_itemsOf = (p: { count: number; max: number }) => `（${p.count}/${p.max}）`;
export const builder_items = (p: { count: number }) => `（${p.count}）`;
export const builder_noneYet = '暂无。';
export const builder_name = '名称';
export const builder_caption = '说明文字';
export const builder_phone = '电话';
export const builder_captionAlignment = '说明文字对齐';
export const builder_shown = '显示';
export const builder_remove = '移除';
export const builder_removeItem = (p: { label: string }) => `移除${p.label}`;

// 首页：全局设置
export const builder_globalSettings = '全局设置';
export const builder_globalSettingsText = '“应用”将品牌、联系信息和游戏记录放入草稿；“发布”使其上线。';
export const builder_tabBranding = '品牌';
export const builder_tabContact = '联系信息';
export const builder_tabGames = '游戏记录';
export const builder_tabNotice = '公告';
export const builder_companySlogan = '公司标语';
export const builder_telegramPlaceholder = '@用户名或号码';
export const builder_showContactInfo = '显示联系信息';
export const builder_quickAddTitle = (p: { used: number; max: number }) =>
  `快速添加联系方式标志（已使用 ${p.used}/${p.max} 个位置）`;
export const builder_quickAddLogo = (p: { name: string }) => `添加${p.name}标志`;
export const builder_quickAddHint = '添加一个以该渠道命名的标志，号码取自上方对应的字段。';
export const builder_logoAdded = '标志已添加';
export const builder_logoAddedText = (p: { name: string; reused: boolean }) =>
  `${p.name}已加入联系方式标志（品牌标签页）${p.reused ? '，放在一个空位中' : ''}。请在那里上传它的图标。`;
export const builder_noEmptySlots = '没有空位';
export const builder_noEmptySlotsText = (p: { max: number }) =>
  `全部 ${p.max} 个标志位置都有图片。清空一个已停用的标志即可重用它的位置。`;
export const builder_maxLogos = '标志数量已达上限';
export const builder_maxLogosText = (p: { max: number }) =>
  `全部 ${p.max} 个标志都在使用中。请先移除或清空一个。`;
export const builder_gamesLogText = '游戏记录文字';
export const builder_showGamesLog = '显示游戏记录';
export const builder_noticeTabText =
  '优惠码页和抽奖页的滚动公告。它通过自己的按钮单独保存；“应用”和“发布”不会影响它。';

// 公告：/notice 的公告
export const builder_noticePage = '公告页';
export const builder_noticeTitle = '公告页';
export const builder_noticeToolbar = '公告编辑器工具栏';
export const builder_noticeLoading = '正在加载公告...';
export const builder_noticePublishFailed = (p: { reason: string }) => `保存设置失败：${p.reason}`;
export const builder_typeAnnouncement = '通知';
export const builder_typePromotion = '促销';
export const builder_typeWarning = '警告';
export const builder_typeInfo = '信息';
export const builder_priorityHigh = '高';
export const builder_priorityMedium = '中';
export const builder_priorityLow = '低';
export const builder_priorityBadge = (p: { priority: string }) => `${p.priority}优先级`;
export const builder_scheduleLive = '进行中';
export const builder_scheduleScheduled = '已排期';
export const builder_scheduleEnded = '已结束';
export const builder_scheduleDisabled = '已停用';
export const builder_newNotice = (p: { type: string }) => `新${p.type}类公告`;
export const builder_noticeLabel = (p: { type: string; title: string }) => `${p.type}类公告“${p.title}”`;
export const builder_noticeCount = (p: { count: number }) => `${p.count} 条公告`;
export const builder_noticeAdd = '添加公告';
export const builder_noticeAddLead = '添加公告：';
export const builder_noticeAddType = (p: { type: string }) => `添加${p.type}类公告`;
export const builder_noticeDelete = '删除公告？';
export const builder_notices = '公告';
export const builder_noticesNone = '还没有公告。请在上方添加。';
export const builder_noticeWindow = (p: { from: string; until: string }) => `${p.from} – ${p.until}`;
export const builder_noticeFrom = (p: { at: string }) => `自 ${p.at} 起`;
export const builder_noticeUntil = (p: { at: string }) => `至 ${p.at} 止`;
export const builder_noticeSummaryTop = (p: { speed: number }) =>
  `显示公告，滚动预览位于顶部，每轮 ${p.speed} 秒`;
export const builder_noticeSummaryBottom = (p: { speed: number }) =>
  `显示公告，滚动预览位于底部，每轮 ${p.speed} 秒`;
export const builder_noticeSummaryOff = '公告已关闭：/notice 显示“公告中心”';
export const builder_noticeEditor = '公告编辑器';
export const builder_editNotice = (p: { type: string }) => `编辑${p.type}类公告`;
export const builder_tabSchedule = '排期';
export const builder_endAfterStart = '结束时间必须晚于开始时间';
export const builder_noticeContentHint = '换行会在 /notice 上保留';
export const builder_priority = '优先级';
export const builder_type = '类型';
export const builder_noticeOrderHint =
  '/notice 先列出高优先级的公告；同一优先级内按此列表的顺序排列。仍为类型默认值的颜色会随新类型改变。';
export const builder_useTypeColours = (p: { type: string }) => `使用${p.type}类的颜色`;
export const builder_titleAlignment = '标题对齐';
export const builder_subtitleAlignment = '副标题对齐';
export const builder_textAlignment = '正文对齐';
export const builder_scheduleHint =
  '时间为马来西亚时间（UTC+8），与这台电脑的时钟设置无关。某一端的时间留空即表示该端不设限制。';
export const builder_start = '开始（UTC+8）';
export const builder_startHint = '从此刻起显示。';
export const builder_end = '结束（UTC+8）';
export const builder_endHint = '从此刻起不再显示。';
export const builder_scheduleIs = '按这些时间，它的状态是';
export const builder_noticeTitleSample = '公告标题';
export const builder_noticeTextSample = '公告的正文。';

// 公告：公告页的设置
export const builder_noticeSettings = '公告设置';
export const builder_noticeSettingsText = '“应用”将设置放入草稿；“发布”使其上线。';
export const builder_showNotices = '显示公告';
export const builder_showNoticesHint = '关闭时，/notice 显示“公告中心”，并提示公告暂时停用。';
export const builder_positionTop = '页面顶部';
export const builder_positionBottom = '页面底部';
export const builder_previewPosition = '滚动预览位置';
export const builder_animationSpeed = '动画速度（秒）';
export const builder_animationSpeedHint = (p: { min: number; max: number }) =>
  `滚动预览滚动一轮所需的时间：${p.min} 至 ${p.max} 秒。`;
