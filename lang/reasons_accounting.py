"""The wordings of ``lang.figure_accounting``'s refusals, merged into ``lang.reason_guards.GUARD_WHY`` (kept apart:
that module is at its 400 lines). A request's figure no intent uses (``unused_figure``, off); goods acted on twice
(``two_requests``, on for e-mails since session 48). ``ambiguous_intent.twice`` is ``lang.verify``'s key — one kind
asked twice, differently — worded here since session 34, when it was this check's.
"""
from __future__ import annotations

ACCOUNTING_WHY: dict[str, dict[str, str]] = {
    "ambiguous_intent.unused_figure": {"en": "I could not tell what '{figure}' is for; write each request in its own "
                                             "sentence with its goods and that quantity or price",
                                       "hi": "“{figure}” किस लिए है, यह समझ नहीं आया; हर माँग अलग वाक्य में उसके माल और "
                                             "उसी मात्रा या भाव के साथ लिखिए",
                                       "hinglish": "“{figure}” kis liye hai, yeh samajh nahi aaya; har maang alag "
                                                   "sentence mein uske maal aur usi quantity ya rate ke saath likhiye"},
    "ambiguous_intent.twice": {"en": "I read two different requests for the {item}; write what you want done with "
                                     "the {item} in one sentence",
                               "hi": "{item} के लिए दो अलग माँगें पढ़ीं; {item} का क्या करना है, एक ही वाक्य में लिखिए",
                               "hinglish": "{item} ke liye do alag maang padhi; {item} ka kya karna hai, ek hi "
                                           "sentence mein likhiye"},
    "ambiguous_intent.two_requests": {"en": "I read two different requests for the {item}; write what you want done "
                                           "with the {item} in one sentence",
                                     "hi": "{item} के लिए दो अलग माँगें पढ़ीं; {item} का क्या करना है, एक ही वाक्य में लिखिए",
                                     "hinglish": "{item} ke liye do alag maang padhi; {item} ka kya karna hai, ek hi "
                                                 "sentence mein likhiye"},
}
