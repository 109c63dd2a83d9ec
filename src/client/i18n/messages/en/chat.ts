// English: the original app's screens are in English, and its English words are these, word for word.
// Live chat: the visitor's chat button and panel, and the dashboard's Live Chat tab.
export const chat_send = 'Send';
export const chat_sending = 'Sending...';
export const chat_sendFailed = 'Failed to send message. Please try again.';

// The visitor's chat button and panel
export const chat_title = 'Chat with us';
/** The chat button's visible word: part of chat_title, its name. */
export const chat_launcherText = 'Chat';
export const chat_launcherUnread = (p: { unread: number }) => `Chat with us (${p.unread} unread)`;
export const chat_openFailed = 'The chat could not be opened.';
export const chat_intro = 'Ask us about your promo code or your prize.';
export const chat_offline =
  'No one is online right now, so replies may take a while. Your message waits here.';
export const chat_close = 'Close chat';
export const chat_conversation = 'Conversation';
export const chat_loadingConversation = 'Loading the conversation...';
export const chat_empty = 'Write your question and we will answer here.';
export const chat_you = 'You';
export const chat_nameLabel = 'Your name (optional)';
export const chat_message = 'Message';
export const chat_ended = 'That conversation has ended. Press Send to start a new one.';

// The dashboard's Live Chat tab
export const chat_conversations = 'Conversations';
export const chat_conversationsCount = (p: { count: number }) => `Conversations (${p.count})`;
export const chat_loadingConversations = 'Loading conversations...';
export const chat_conversationsLoadFailed = (p: { reason: string }) =>
  `Could not load the conversations: ${p.reason}`;
export const chat_unknownError = 'unknown error';
export const chat_noConversations = 'No conversations yet';
export const chat_resolved = 'Resolved';
/** After the unread count, to screen readers only. */
export const chat_unread = ' unread';
export const chat_timesNote = 'Times are Malaysia time (UTC+8).';
export const chat_support = 'Support';
/** In the operators' desk: which of them wrote a reply. */
export const chat_supportBy = (p: { name: string }) => `Support · ${p.name}`;
export const chat_conversationWith = (p: { name: string }) => `Conversation with ${p.name}`;
export const chat_messages = 'Messages';
export const chat_messagesWith = (p: { name: string }) => `Messages with ${p.name}`;
export const chat_selectConversation = 'Select a conversation';
export const chat_loadingMessages = 'Loading messages...';
export const chat_messagesLoadFailed = (p: { reason: string }) => `Could not load the messages: ${p.reason}`;
export const chat_noMessages = 'No messages yet';
export const chat_markResolved = 'Mark resolved';
export const chat_resolving = 'Resolving...';
export const chat_reply = 'Reply';
export const chat_selectFirst = 'Select a conversation first';
export const chat_replyPlaceholder = 'Type a reply (/ for canned replies, Shift+Enter: new line)';
export const chat_sendError = 'Send Error';
export const chat_error = 'Error';
export const chat_muteSound = 'Mute sound';
/** Who is at the desk now, by person, the operator first as chat_you ('You, Siti Aminah'). */
export const chat_atDesk = (p: { names: readonly string[] }) => `At the desk now: ${p.names.join(', ')}`;
export const chat_atDeskOnlyYou = 'At the desk now: only you';
export const chat_soundOff = 'New-message sound is off';
export const chat_soundOn = 'New-message sound is on';

// Typing and read signs, the visitor's context and the customer's name
export const chat_supportTyping = 'Support is typing…';
export const chat_seen = 'Seen';
export const chat_visitorTyping = (p: { name: string }) => `${p.name} is typing…`;
export const chat_typingShort = 'typing…';
export const chat_contextTitle = 'Visitor';
export const chat_backToList = 'Back to conversations';
export const chat_contextMore = 'More about the visitor';
export const chat_contextPage = 'Page';
export const chat_contextDevice = 'Device';
export const chat_contextLanguage = 'Language';
export const chat_contextLastDraw = 'Last draw';
export const chat_contextNoDraw = 'None in this browser';
export const chat_contextNone = 'Their widget has not said where they are yet.';
export const chat_contextAsOf = (p: { time: string }) => `As of ${p.time}`;
export const chat_deviceNames = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };
export const chat_codeInRecords = 'in your records';
export const chat_codeNotInRecords = 'not in your records, shown masked';
export const chat_reportedByBrowser = 'Reported by the visitor’s browser';
export const chat_recordedDraws = 'Drawn (your records)';
export const chat_noRecordedDraw = 'not drawn yet';
export const chat_contextNote = 'Said by the visitor’s browser: check your records before paying anything.';
export const chat_customerName = 'Customer name';
export const chat_saveName = 'Save name';
export const chat_nameSaved = 'Name saved';
export const chat_nameSaveFailed = 'The name could not be saved';

// Finding and exporting conversations, and notifications of new ones
export const chat_search = 'Search conversations';
export const chat_searchPlaceholder = 'Words, or a name';
export const chat_searchTooShort = (p: { min: number }) =>
  `Type at least ${p.min} characters to search the messages; a name or a word of ${p.min} letters or more finds the conversation`;
export const chat_show = 'Show';
export const chat_filterNames = { all: 'All', open: 'Open', resolved: 'Resolved', contact: 'With contact' };
export const chat_noMatches = 'No conversations match';
export const chat_export = 'Export';
export const chat_formatText = 'Text';
export const chat_formatCsv = 'CSV';
/** The buttons' names, for screen readers. */
export const chat_exportText = 'Export text';
export const chat_exportCsv = 'Export CSV';
export const chat_notificationsOff = 'Turn on notifications';
export const chat_notificationsOn = 'Notifications on';
export const chat_notificationsBlocked = 'Notifications blocked by the browser';
export const chat_notificationsUnsupported = 'Notifications not supported by this browser';
export const chat_notificationsHint =
  'A notice on this computer when a new chat starts while this tab is hidden';
export const chat_newChatFrom = (p: { name: string }) => `New chat from ${p.name}`;
// Closed hours and offline contacts
export const chat_closed =
  'Chat is closed right now. Leave a message or a way to reach you, and we will answer.';
export const chat_closedUntil = (p: { time: string }) =>
  `Chat is closed right now and opens ${p.time}. Leave a message or a way to reach you, and we will answer.`;
export const chat_contactLabel = 'Phone, WhatsApp or e-mail to reach you (optional)';
export const chat_contactSave = 'Save';
export const chat_contactInvalid =
  'Please enter a phone or WhatsApp number (7 to 15 digits) or an e-mail address.';
export const chat_contactThanks = (p: { contact: string }) =>
  `Thank you. We will contact you at ${p.contact}.`;
export const chat_leftContact = 'left a contact';
export const chat_contact = 'Contact';
export const chat_hoursTitle = 'Chat hours';
export const chat_openNow = 'Chat open now';
export const chat_closedNow = 'Chat closed';
export const chat_switchHint = 'When closed, visitors see a closed message and can leave a contact.';
export const chat_editHours = 'Opening hours';
export const chat_hoursDescription =
  'Per weekday, in Malaysia time (UTC+8). Outside them, chat shows as closed.';
export const chat_saveHours = 'Save hours';
export const chat_hoursSaved = 'Chat hours saved';
export const chat_hoursSaveFailed = 'The chat hours could not be saved';
export const chat_dayOpen = 'Open';
export const chat_from = 'From';
export const chat_to = 'To';
export const chat_weekdays = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
export const chat_stateOpen = 'Open now by the hours';
export const chat_stateClosedByHours = (p: { time: string }) => `Closed by the hours until ${p.time}`;
export const chat_stateClosed = 'Closed';

// Images
export const chat_sendImage = 'Send an image';
export const chat_imageSending = 'Sending the image...';
export const chat_imageFailed = 'The image could not be sent';
export const chat_imageUnavailable = 'Image not available';
export const chat_imageExpired = 'This image has expired: images sent in chat are kept for a limited time.';
export const chat_imageFromSupport = 'Image from Support';
export const chat_yourImage = 'Your image';
export const chat_imageFrom = (p: { name: string }) => `Image from ${p.name}`;
// Canned replies, their manager and the reply box's '/' list
export const chat_cannedReplies = 'Canned replies';
export const chat_cannedIntro =
  'Short replies you send often. In the reply box, type / and part of a title, then press Enter: the reply goes into the box for you to edit before sending. Changes here are saved at once, in every open tab.';
export const chat_cannedCount = (p: { count: number; max: number }) => `${p.count} of ${p.max} replies`;
export const chat_cannedLoading = 'Loading canned replies...';
export const chat_cannedLoadFailed = (p: { reason: string }) =>
  `Could not load the canned replies: ${p.reason}`;
export const chat_cannedNone = 'No canned replies yet';
export const chat_cannedNoneHint =
  'Add the replies you send often, then type / in the reply box to insert one.';
export const chat_cannedAdd = 'Add a reply';
export const chat_cannedFull = (p: { max: number }) =>
  `The list is full (${p.max} replies): delete one to add another.`;
export const chat_cannedNew = 'New canned reply';
export const chat_cannedEditing = (p: { title: string }) => `Edit “${p.title}”`;
export const chat_cannedTitle = 'Title';
export const chat_cannedTitleHint = 'What you type after / to find it.';
export const chat_cannedText = 'Text';
export const chat_cannedSave = 'Save reply';
export const chat_cannedSaving = 'Saving...';
export const chat_cannedEdit = 'Edit';
export const chat_cannedMoveUp = (p: { title: string }) => `Move “${p.title}” up`;
export const chat_cannedMoveDown = (p: { title: string }) => `Move “${p.title}” down`;
export const chat_cannedDelete = (p: { title: string }) => `Delete “${p.title}”`;
export const chat_cannedDeleteTitle = (p: { title: string }) => `Delete “${p.title}”?`;
export const chat_cannedDeleteText =
  'It goes from the list in every open tab. Messages already sent with it stay as they are.';
export const chat_cannedDeleteConfirm = 'Delete';
export const chat_cannedAdded = (p: { title: string }) => `“${p.title}” added.`;
export const chat_cannedSaved = (p: { title: string }) => `“${p.title}” saved.`;
export const chat_cannedDeleted = (p: { title: string }) => `“${p.title}” deleted.`;
export const chat_cannedMoved = (p: { title: string; position: number; count: number }) =>
  `“${p.title}” is now ${p.position} of ${p.count}.`;
export const chat_cannedConflict =
  'The canned replies were changed in another tab meanwhile. The list now shows those changes: make yours again.';
export const chat_cannedSaveFailed = 'The canned replies could not be saved';
export const chat_cannedNoMatch = (p: { query: string }) => `No canned reply matches “${p.query}”.`;
export const chat_cannedPickerHelp = (p: { count: number }) =>
  `${p.count === 1 ? '1 canned reply' : `${p.count} canned replies`}: Up and Down choose, Enter puts it in the box, Escape closes.`;
export const chat_cannedEscape = 'Escape closes this list.';
export const chat_cannedManage = 'Add canned replies';
export const chat_cannedNoneSaid =
  'No canned replies yet. Add them with the Canned replies button above the conversation.';
export const chat_cannedKeys = 'Up/Down: choose · Enter: put in the box · Esc: close';

// A visitor's message while the operator looks elsewhere: a toast on every tab, and the Live Chat tab's
// count of conversations with unread messages.
export const chat_newChatToast = (p: { name: string; text: string }) => `New chat from ${p.name}: ${p.text}`;
export const chat_newMessageToast = (p: { name: string; text: string }) =>
  `New message from ${p.name}: ${p.text}`;
export const chat_openConversation = 'Open';
export const chat_soundAfterUse =
  'The new-message sound plays once you have clicked or typed on this page: browsers keep a page silent until then.';
export const chat_unreadConversations = (p: { count: number }) =>
  p.count === 1 ? '1 unread conversation' : `${p.count} unread conversations`;
