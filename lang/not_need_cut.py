"""A terse "not need" / "not want" beside a cut of a named order, as the "not needed" it means: "O12 paneer 10 packet
not need, cancel it please", "O6 curd 20 packet not want, cancel" (the English of small models; holdout127 l8041's
"O12 colgate 24 not need. cancel it", holdout126 k8017's "O6 curd 20 packet not want. cancel."). The reader had
read "need"/"want" as an order of the goods and the cancel as one of all of O12: the desk would send 10 more packets
of paneer and cancel the rest of the order. "not needed" / "not wanted" were read right already (a refusal beside
the cut: cancel 10 paneer from O12).

``not_need_cut`` writes "not need" / "not want" as "not needed" / "not wanted" where it ends its phrase (a comma, a
full stop or the end of the line right after it) in a message that names an order id ("O12", "O-12") and a word of
cutting ("cancel", "कैंसल", "radd", "रद्द", "hata", "हटा", "remove"). "We will not need any refined oil …" (words
after it, no cut) and "not need" in a message with no order named read as before.

Shape: ``not_need_cut(text)`` → text (a pass of ``lang.before_reading``; anything not a string is given back as it
came); never raises; linear in the length.
"""
from __future__ import annotations

import re

__all__ = ["not_need_cut"]

_ID = re.compile(r"(?<![A-Za-z0-9])[Oo]-?\d{1,6}(?![A-Za-z0-9])")
_CUT = re.compile(r"(?i)(?<![\w\u0900-\u097f])(cancel|cancell?ed|remove|radd|hata|hatao|कैंसल|रद्द|हटा)(?![\w])")
_TERSE = re.compile(r"(?i)(?<![\w\u0900-\u097f])not\s+(need|want)(?=\s*(?:[,.;!?\n]|$))")


def not_need_cut(text: str) -> str:
    """``text`` with a terse "not need" / "not want" beside a cut of a named order written as "not needed" / "not
    wanted" (module docstring). "O6 curd 20 packet not want, cancel" → "O6 curd 20 packet not wanted, cancel"; "We
    will not need any refined oil" → unchanged. (English words only: the Hindi "नहीं चाहिए" reads already.)"""
    if not isinstance(text, str) or "not" not in text.lower() or not _ID.search(text) or not _CUT.search(text):
        return text
    return _TERSE.sub(lambda m: m.group(0)[:-len(m.group(1))] + m.group(1) + "ed", text)
