"""Goods moved from one open order to another, or swapped for other goods inside one named order (part of reading,
``lang.reader.read_message``, tried only when the message as written was refused).

The shop writes these as one sentence that names two orders, or one order and two goods, and the reader had
refused them ("what about O45?", "what should we do with the chana dal: send, price or cancel?"):

- moved: "Move the 10 kg chana dal from O44 to O45.", "Take 2 kg paneer out of O26 and put it in O27.",
  "10 किलो चना दाल O44 से हटाकर O45 में डाल दो।", "पेप्सी की 2 पेटी O76 से O77 में डाल दीजिए।",
  "O26 se 2 kilo paneer nikaal ke O27 mein daal do." → ``cancel`` O44 chana dal 10, ``order`` O45 chana dal 10;
- swapped: "In O9, send 10 kg jaggery instead of the sugar.", "O46: in place of 10 kg poha, send 10 kg suji.",
  "In O9, replace the 5 litres of mustard oil with 5 litres of refined oil.", "O9 में चीनी की जगह 10 किलो गुड़
  भेज दीजिए।", "O60 me jo 5 litre refined tha uski jagah 5 litre Fortune sarson tel bhej dena" → ``cancel`` O9
  sugar (its count when said), ``order`` O9 jaggery 10 (the replacement rides with the order it replaces, as
  tests/corpus_chat/README.md says). "the same quantity of moong dal" / "उतनी ही मूंग दाल" / "utni hi moong dal"
  takes the count of the goods replaced;
- cut to a smaller count: "In O8 please send only 20 kg sugar, not 35.", "O39: केले सिर्फ़ 5 दर्जन, 8 नहीं।", "O83 mein
  doodh 40 packet ki jagah 30 kar do", "- **O81** – tomato: ~~25 kg~~ **20 kg**" → ``cancel`` O8 sugar 15;
- cut from both of two orders: "O38 and O39 — remove the milk from both." → ``cancel`` O38 milk, ``cancel`` O39 milk;
- an order cancelled, some of its goods sent with another: "O28 कैंसिल कर दो, पर उसका 20 किलो आटा O29 के साथ भेज
  देना।" → ``cancel`` O28, ``order`` O29 atta 4;
- goods no longer needed: "With reference to order O15, kindly note that we no longer require the 5 litres of
  ghee.", "O15 - sugar nt needed dnt snd", "ऑर्डर O15 के संदर्भ में: उसमें से 5 लीटर घी की अब ज़रूरत नहीं है।" →
  ``cancel`` O15 ghee 5;
- a list under a heading that adds it to a named order: "### Add to O19 / - 5 kg paneer", "### O19 में जोड़ें",
  "### O20 – जोड़ना है" → ``order`` O19 paneer 25 (each line read as one addition; kept only when each is one order of
  goods on that order and none of its goods is asked without it).

``moves_read(text, reading, read)``: each such sentence, standing alone (nothing but a greeting or "please" before
it, nothing after it, no question), is written again as the plain requests the reader knows ("O44 से 10 किलो चना
दाल हटा दो। O45 में 10 किलो चना दाल जोड़ दो।", in the sentence's own language), the message is read again with
``read`` and that reading is kept only when it holds, for every sentence rewritten, just the requests written on
those orders (``_holds``: the same goods and count when moved; other goods, with a count, when swapped) and no
other request on them. Otherwise the refusal ``reading`` stands ("O9 में 5 किलो चीनी की जगह 10 किलो चीनी" is no swap;
"Don't move …", "… से हटाकर O45 में मत डालो", "… and 5 kg sugar too" stay as they were).
Linear: a few regular expression passes, every repetition bounded.
"""
from __future__ import annotations

import functools
import re

from lang.clean import MAX_CHARS

__all__ = ["moves_read"]

_ID = r"(?:order\s+|ऑर्डर\s+)?O-?(\d{1,6})\b"
_G = r"[^.!?।\n;:—–,]{1,60}?"  # goods with their count, inside one clause
#: The words that may close such a sentence: "डाल दीजिए।", "daal do", "kar dena", "please", "🙏".
_CLOSE = (r"please|pls|kindly|thanks|thank\s+you|bhaiya|bhai|ji|sir|daal|dal|do|dena|dijiye|dijie|dein|de|kar|karo|"
          r"kardo|shift|bhej|bhejo|bhejna|bhejiye|डाल|डालो|दो|दीजिए|दीजिये|दें|देना|दे|कर|करो|करें|भेज|भेजो|भेजना|"
          r"भेजिए|भैया|जी|सर|कृपया|धन्यवाद|now|also|too")
_TAIL = r"[\w\u0900-\u0963\u0966-\u097F]{0,8}"  # the rest of a verb's word: "bhej|o", "डाल|ो"
_WB = r"(?![\w\u0900-\u0963\u0966-\u097F])"  # the end of a word, in either script (a vowel sign is no \w)
_END = r"(?:\s*(?:(?:" + _CLOSE + r")" + _WB + r"|[^\w\s.!?।\n,\u0900-\u0963\u0966-\u097F]))" + "{0,8}" + r"\s*[.!।]?"
#: What may stand before such a sentence's first word in it: a list's bullet, a greeting or a word of asking
#: ("- ", "Bhaiya,", "Please").
_OPEN = re.compile(r"(?i)^\s*(?:[-*•][ \t]+)?(?:\s*(?:hi|hello|bhaiya|bhai|भैया|भाई|sir|सर|ji|जी|please|pls|kindly|"
                   r"कृपया|kripya|also|and|aur|और)(?![\w\u0900-\u0963\u0966-\u097F])[\s,!]*)*\s*$")
_BOUNDARY = re.compile(r"[.!?।\n]")
_LAST = r"[^.!?।\n;:—–]{1,60}"  # goods said last in their sentence, up to its end
_IDA, _IDB = _ID.replace(r"(\d", r"(?P<a>\d"), _ID.replace(r"(\d", r"(?P<b>\d")
_HI_OUT = r"(?:हटा|निकाल)\s*(?:कर|के)?"
_HL_OUT = r"(?:hata|nikaal|nikal|nikaal)\s*(?:kar|ke)?"
_HL_IN = r"(?:mein|main|mai|me)\b"

#: Goods moved from order a to order b.
_MOVED = (
    r"\b(?:please\s+)?(?:move|shift|transfer)\s+(?P<g>" + _G + r")\s+from\s+" + _IDA + r"\s+(?:to|into|in|on)\s+" +
    _IDB + _END,
    r"\b(?:please\s+)?(?:take|remove)\s+(?P<g>" + _G + r")\s+(?:out\s+of|from)\s+" + _IDA +
    r",?\s+and\s+(?:put|add|move|shift)\s+(?:it|them|that|those)\s+(?:in|into|on|to)\s+" + _IDB + _END,
    r"(?P<g>" + _G + r")\s+" + _IDA + r"\s+से\s+(?:" + _HI_OUT + r"\s+)?" + _IDB +
    r"\s+में\s+(?:डाल|शिफ्ट|शिफ़्ट|जोड़|ऐड)" + _TAIL + _END,
    _IDA + r"\s+से\s+(?P<g>" + _G + r")\s+" + _HI_OUT + r"\s+" + _IDB + r"\s+में\s+(?:डाल|शिफ्ट|शिफ़्ट|जोड़|ऐड)" +
    _TAIL + _END,
    r"(?P<g>" + _G + r")\s+" + _IDA + r"\s+se\s+(?:" + _HL_OUT + r"\s+)?" + _IDB + r"\s+" + _HL_IN +
    r"\s+(?:daal|dal|shift|add|jod)" + _TAIL + _END,
    _IDA + r"\s+se\s+(?P<g>" + _G + r")\s+" + _HL_OUT + r"\s+" + _IDB + r"\s+" + _HL_IN +
    r"\s+(?:daal|dal|shift|add|jod)" + _TAIL + _END)

#: Goods ``old`` in order a swapped for goods ``new``.
_SWAPPED = (
    r"\bin\s+" + _IDA + r",?\s+(?:please\s+)?send\s+(?P<new>" + _G + r")\s+instead\s+of\s+(?P<old>" + _LAST +
    r")[.!?।]?",
    r"\b" + _IDA + r"\s*[:,–-]\s*(?:in\s+place\s+of|instead\s+of)\s+(?P<old>" + _G +
    r"),\s*(?:please\s+)?send\s+(?P<new>" + _LAST + r")[.!?।]?",
    r"\bthe\s+(?P<old>" + _G + r")\s+in\s+" + _IDA + r"\s*[—–,-]\s*(?:please\s+)?send\s+(?P<new>" + _G +
    r")\s+in\s+(?:its|their)\s+place" + _END,
    r"\bin\s+" + _IDA + r",?\s+(?:please\s+)?replace\s+(?P<old>" + _G + r")\s+with\s+(?P<new>" + _LAST + r")[.!?।]?",
    _IDA + r"\s*(?:में|[:,–-])\s*(?P<old>" + _G + r")\s+की\s+(?:जगह|बजाय)\s+(?P<new>" + _G + r")\s+(?:भेज|कर\s)" +
    _TAIL + _END,
    _IDA + r"\s+में\s+जो\s+(?P<old>" + _G + r")\s+(?:था|थी|थे),?\s+उसकी\s+(?:जगह|बजाय)\s+(?P<new>" + _G +
    r")\s+(?:भेज|कर\s)" + _TAIL + _END,
    _IDA + r"\s*(?:" + _HL_IN + r"|[:,–-])\s*(?P<old>" + _G + r")\s+(?:ki|ke)\s+(?:jagah|badle)\s+(?P<new>" + _G +
    r")\s+(?:bhej|kar\s)" + _TAIL + _END,
    _IDA + r"\s+" + _HL_IN + r"\s+jo\s+(?P<old>" + _G + r")\s+(?:tha|thi|the),?\s+(?:uski|uske)\s+(?:jagah|badle)\s+"
    r"(?P<new>" + _G + r")\s+(?:bhej|kar\s)" + _TAIL + _END,
    # goods cut, then others added in the same quantity: "Remove 5 kg chana dal from O13. Add the same quantity of
    # moong dal to O13.", "O13 से 5 किलो चना दाल हटा दीजिए। उतनी ही मूंग दाल O13 में जोड़ दीजिए।" (lang.same_quantity)
    r"\b(?:please\s+)?remove\s+(?P<old>" + _G + r")\s+from\s+" + _IDA + r"(?:\s*[.;]\s*|,?\s+and\s+)(?:please\s+)?"
    r"add\s+(?P<new>the\s+same\s+(?:quantity|amount)\s+of\s+" + _G + r")(?:\s+(?:to|in)\s+(?:O-?(?P=a)|it|the\s+same"
    r"\s+order))?\s*[.!।]?(?:(?<=[.!।])|(?=\s*$))",
    _IDA + r"\s+से\s+(?P<old>" + _G + r")\s+हटा\s+(?:दीजिए|दीजिये|दो|दें|देना)\s*[।.,]?\s*(?:और\s+)?(?P<new>(?:उतनी|"
    r"उतना)\s+ही\s+" + _G + r")\s+(?:(?:O-?(?P=a)|उसी\s+ऑर्डर)\s+में\s+)?(?:जोड़|डाल|ऐड)" + _TAIL + _END,
    _IDA + r"\s+se\s+(?P<old>" + _G + r")\s+hata\s+(?:do|dijiye|dijie|dena|dein)\s*[.,]?\s*(?:aur\s+)?(?P<new>(?:utni|"
    r"utna)\s+hi\s+" + _G + r")\s+(?:(?:O-?(?P=a)|usi\s+order)\s+" + _HL_IN + r"\s+)?(?:daal|dal|add|jod)" + _TAIL +
    r"\s+(?:do|dena|dijiye|dijie|dein|kar|karo|kardo)\b" + _END)

_UNIT = r"(?P<u>[^\s\d,.:;!?।]{1,12})"
#: A price in a cut's sentence (the cut would drop it): "₹30", "Rs 30", "30/-", "@ 30".
_PRICED = re.compile(r"₹|\brs\.?\s*\d|\d\s*/-|@", re.IGNORECASE)
#: A count cut to a smaller one in a named order: "In O8 please send only 20 kg sugar, not 35.", "O39: bananas only
#: 5 dozen, not 8.", "O8 में चीनी सिर्फ़ 20 किलो भेजना, 35 नहीं।", "O83 mein doodh 40 packet ki jagah 30 kar do".
_CUT_TO = (
    r"\bin\s+" + _IDA + r",?\s+(?:please\s+)?send\s+only\s+(?P<n>\d{1,4})\s*" + _UNIT + r"\s+(?P<g>" + _G +
    r"),?\s+not\s+(?P<m>\d{1,4})(?:\s*(?P=u))?" + _END,
    r"\b" + _IDA + r"\s*:\s*(?P<g>" + _G + r")\s+only\s+(?P<n>\d{1,4})\s*" + _UNIT + r",?\s+not\s+(?P<m>\d{1,4})"
    r"(?:\s*(?P=u))?" + _END,
    _IDA + r"\s*(?:में|:)\s*(?P<g>" + _G + r")\s+(?:सिर्फ़|सिर्फ|केवल)\s+(?P<n>\d{1,4})\s*" + _UNIT +
    r"(?:\s+भेज" + _TAIL + r")?,?\s+(?P<m>\d{1,4})(?:\s*(?P=u))?\s+नहीं" + _END,
    _IDA + r"\s*(?:" + _HL_IN + r"|:)\s*(?P<g>" + _G + r")\s+(?:sirf|only|bas)\s+(?P<n>\d{1,4})\s*" + _UNIT +
    r"(?:\s+bhej" + _TAIL + r")?,?\s+(?P<m>\d{1,4})(?:\s*(?P=u))?\s+(?:nahi|nahin|nhi)" + _WB + _END,
    _IDA + r"\s+" + _HL_IN + r"\s+(?P<g>" + _G + r")\s+(?P<m>\d{1,4})\s*" + _UNIT + r"\s+ki\s+jagah\s+(?P<n>\d{1,4})"
    r"(?:\s*(?P=u))?\s+kar" + _TAIL + _END,
    _IDA + r"\s+में\s+(?P<g>" + _G + r")\s+(?P<m>\d{1,4})\s*" + _UNIT + r"\s+की\s+जगह\s+(?P<n>\d{1,4})"
    r"(?:\s*(?P=u))?\s+कर" + _TAIL + _END,
    # a list line striking the old count out: "- **O81** – tomato: ~~25 kg~~ **20 kg**"
    r"\*{0,2}" + _IDA + r"\*{0,2}\s*[–—:-]\s*(?P<g>[^~\n:*]{1,40}?)\s*:\s*~~\s*(?P<m>\d{1,4})\s*"
    r"(?P<u>[^\s\d~*]{1,12})\s*~~\s*\*{0,2}\s*(?P<n>\d{1,4})\s*(?:(?P=u))?\s*\*{0,2}")
#: The same goods removed from two orders: "O38 and O39 — remove the milk from both.", "O38 और O39 — दोनों में से
#: दूध हटा दो।", "O38 aur O39 — dono mein se doodh hata do."
_FROM_BOTH = (
    _IDA + r"\s+and\s+" + _IDB + r"\s*[—–:-]\s*(?:please\s+)?remove\s+(?P<g>" + _G + r")\s+from\s+both" + _END,
    _IDA + r"\s+और\s+" + _IDB + r"\s*[—–:-]\s*दोनों\s+(?:में\s+)?से\s+(?P<g>" + _G + r")\s+हटा" + _TAIL + _END,
    _IDA + r"\s+(?:aur|and)\s+" + _IDB + r"\s*[—–:-]\s*dono\s+(?:" + _HL_IN + r"\s+)?se\s+(?P<g>" + _G +
    r")\s+hata" + _TAIL + _END)
#: An order cancelled with some of its goods sent with another: "O28 कैंसिल कर दो, पर उसका 20 किलो आटा O29 के साथ
#: भेज देना।", "O28 cancel kar do, par uska 20 kilo atta O29 ke saath bhej dena."
_KEPT = (
    _IDA + r"\s+(?:कैंसिल|कैंसल|रद्द)\s+कर\s+(?:दो|दें|दीजिए),?\s+(?:पर|लेकिन|मगर)\s+(?:उसका|उसकी|उसके)\s+(?P<g>" + _G +
    r")\s+" + _IDB + r"\s+के\s+साथ\s+भेज" + _TAIL + _END,
    _IDA + r"\s+cancel\s+kar\s+(?:do|dein|dijiye),?\s+(?:par|lekin|but)\s+(?:uska|uski|uske)\s+(?P<g>" + _G +
    r")\s+" + _IDB + r"\s+ke\s+saath\s+bhej" + _TAIL + _END)

#: Goods of a named order no longer needed: "With reference to order O15, kindly note that we no longer require the 5
#: litres of ghee.", "O15 - sugar nt needed dnt snd", "ऑर्डर O15 के संदर्भ में: उसमें से 5 लीटर घी की अब ज़रूरत नहीं
#: है।", "Order O15 ke baare mein: usme se 5 litre ghee ki ab zarurat nahi hai."
_NOT_NEEDED = (
    r"\b(?:with\s+reference\s+to|regarding|about)\s+" + _IDA + r"\s*[,:]\s*(?:(?:kindly|please)\s+note\s+(?:that\s+)?)?"
    r"we\s+(?:no\s+longer|do\s+not|don'?t)\s+(?:require|need)\s+(?P<g>" + _LAST + r")[.!।]?",
    r"\b" + _IDA + r"\s*[-–:]\s*(?P<g>" + _G + r")\s+(?:not|nt|no\s+longer)\s+(?:needed|required|reqd)" + _WB +
    r"(?:,?\s*(?:dnt|don'?t|do\s+not)\s+(?:snd|send))?" + _END,
    _IDA + r"\s+के\s+(?:संदर्भ|बारे)\s+में\s*:?\s*(?:उसमें|इसमें)\s+से\s+(?P<g>" + _G + r")\s+की\s+(?:अब\s+)?"
    r"(?:ज़रूरत|जरूरत)\s+नहीं(?:\s+है)?" + _END,
    _IDA + r"\s+ke\s+(?:baare|bare|reference)\s+" + _HL_IN + r"\s*:?\s*(?:usme|usmein|isme|ismein)\s+se\s+(?P<g>" + _G +
    r")\s+ki\s+(?:ab\s+)?(?:zarurat|zaroorat|jarurat|zaroorat)\s+(?:nahi|nahin)(?:\s+hai)?" + _END)

_DEVANAGARI = re.compile(r"[\u0900-\u0963\u0966-\u097F]")
_HINGLISH = re.compile(r"(?i)\b(?:se|mein|me|main|ki|ke|jagah|jo|tha|uski|hata|daal|bhej\w*)\b")
#: "the same quantity of moong dal", "उतनी ही मूंग दाल", "utni hi moong dal": the count of the goods replaced.
_SAME = re.compile(r"(?i)^\s*(?:the\s+same\s+(?:quantity|amount)\s+of|उतनी\s+ही|उतना\s+ही|utni\s+hi|utna\s+hi)\s+")
#: The count leading goods ("10 kg", "5 litres of", "2 पेटी", "5 kilo").
_COUNT = re.compile(r"^\s*(?:the\s+)?(\d+(?:\.\d+)?\s*[^\s\d]*\s+(?:of\s+)?)")


def _plain(lang: str, a: str, old: str, b: str, new: str) -> str:
    """The two requests the reader knows, in the sentence's language: cut ``old`` from O``a``, add ``new`` to O``b``."""
    if lang == "hi":
        return f" O{a} से {old} हटा दो। O{b} में {new} जोड़ दो। "
    if lang == "hinglish":
        return f" O{a} se {old} hata do. O{b} mein {new} add kar do. "
    return f" Remove {old} from O{a}. Add {new} to O{b}. "


def _lang(sentence: str) -> str:
    if _DEVANAGARI.search(sentence):
        return "hi"
    return "hinglish" if _HINGLISH.search(sentence) else "en"


def _same_count(old: str, new: str) -> str | None:
    """``new`` with "the same quantity of" replaced by the count of ``old``; None when ``old`` says none."""
    if not _SAME.match(new):
        return new
    count = _COUNT.match(old)
    return None if count is None else count.group(1).strip() + " " + _SAME.sub("", new, count=1).strip()


def _alone(text: str, m: re.Match) -> bool:
    """The match is a sentence of its own: only a greeting or "please" before it in its sentence, nothing but
    emoji after it (not "Don't move …", "Can you move … ?", "… from O44 to O45 and 5 kg sugar too")."""
    before = text[:m.start()]
    starts = [b.end() for b in _BOUNDARY.finditer(before)]
    if not _OPEN.match(before[starts[-1] if starts else 0:]):
        return False
    after = None if _BOUNDARY.match(m.group()[-1:]) else _BOUNDARY.search(text, m.end())  # (it ends its sentence)
    rest = "" if _BOUNDARY.match(m.group()[-1:]) else text[m.end():after.start() if after else len(text)]
    return not (after is not None and after.group() == "?" or m.group().rstrip().endswith("?")) and not re.search(
        r"[\w\u0900-\u0963\u0966-\u097F]", rest)


_SAID = {  # the plain requests the reader knows, in each language: {a}, {b} order numbers, {g} goods
    "cut": {"hi": " O{a} से {g} हटा दो। ", "hinglish": " O{a} se {g} hata do. ", "en": " Remove {g} from O{a}. "},
    "both": {"hi": " O{a} से {g} हटा दो। O{b} से {g} हटा दो। ",
             "hinglish": " O{a} se {g} hata do. O{b} se {g} hata do. ",
             "en": " Remove {g} from O{a}. Remove {g} from O{b}. "},
    "kept": {"hi": " O{a} कैंसिल कर दो। O{b} में {g} जोड़ दो। ",
             "hinglish": " O{a} cancel kar do. O{b} mein {g} add kar do. ",
             "en": " Cancel O{a}. Add {g} to O{b}. "}}


#: A heading that adds the list under it to a named order: "### Add to O19", "### O20 – additions", "### O19 में
#: जोड़ें", "### O20 – जोड़ना है", "### O19 mein add karo"; the list is its bullet lines, up to a blank line.
_ADD_HEAD = re.compile(
    r"(?im)^[ \t]*#{1,6}[ \t]*(?:add(?:itions)?[ \t]+to[ \t]+O-?(?P<a>\d{1,6})|O-?(?P<b>\d{1,6})[ \t]*(?:[–—:-][ \t]*"
    r"(?:additions|add|जोड़ना[ \t]+है|jodna[ \t]+hai)|(?:में[ \t]+(?:जोड़ें|जोड़ो|जोड़िए|जोड़ दें)|(?:mein|me)[ \t]+add"
    r"[ \t]+(?:karo|kar[ \t]+do|karein|kar[ \t]+dein))))[ \t]*\n(?P<list>(?:[ \t]*[-*•][ \t]+[^\n]{1,80}\n?){1,12})")
_BULLET = re.compile(r"^[ \t]*[-*•][ \t]+", re.MULTILINE)
_ADDED_AS = {"hi": "O{a} में {g} जोड़ दो।", "hinglish": "O{a} mein {g} add kar do.", "en": "Add {g} to O{a}."}


def _headed_adds(text: str, wanted: list) -> str:
    """``text`` with each list under a heading that adds it to a named order written as one plain addition a line
    ("Add 5 kg paneer to O19."); ``wanted`` grows by ("added", order, count of lines)."""
    def put(m: re.Match) -> str:
        a = m.group("a") or m.group("b")
        lines = [_BULLET.sub("", line).replace("**", "").strip() for line in m.group("list").splitlines()]
        lines = [line for line in lines if line]
        wanted.append(("added", "O" + a, str(len(lines))))
        said = _ADDED_AS[_lang(m.group())]
        return "\n".join(said.format(a=a, g=line) for line in lines) + "\n"
    return _ADD_HEAD.sub(put, text)


def _rewritten(text: str) -> tuple[str, list[tuple[str, str, str]]]:
    """``text`` with each sentence of the module docstring written as plain requests, and for each (kind, first
    order, second order): kind "moved", "swapped", "cut" (to a smaller count), "both" (cut from two), "kept"
    (cancelled, some goods sent with another) or "drop" (goods no longer needed)."""
    wanted: list[tuple[str, str, str]] = []

    def moved(m: re.Match) -> str:
        if not _alone(text, m):
            return m.group()
        g = m.group("g").strip()
        wanted.append(("moved", "O" + m.group("a"), "O" + m.group("b")))
        return _plain(_lang(m.group()), m.group("a"), g, m.group("b"), g)

    def swapped(m: re.Match) -> str:
        if not _alone(text, m):
            return m.group()
        old, new = m.group("old").strip(), _same_count(m.group("old"), m.group("new").strip())
        if new is None:
            return m.group()
        wanted.append(("swapped", "O" + m.group("a"), "O" + m.group("a")))
        return _plain(_lang(m.group()), m.group("a"), old, m.group("a"), new)

    def said(kind: str):
        def put(m: re.Match) -> str:
            if not _alone(text, m) or _PRICED.search(m.group()):  # ("In O3 send only 12 Colgate at ₹30, not 24":
                return m.group()  # a price the cut would drop, WALKFIX55R: refused as written)
            g, b = m.group("g").strip(), m.groupdict().get("b") or m.group("a")
            if kind == "cut":
                fewer = int(m.group("m")) - int(m.group("n"))
                if fewer <= 0:
                    return m.group()
                g = f"{fewer} {m.group('u')} {g}"
            wanted.append((kind, "O" + m.group("a"), "O" + b))
            return _SAID["cut" if kind == "drop" else kind][_lang(m.group())].format(a=m.group("a"), b=b, g=g)
        return put

    # (a cut to a count before a swap: "40 packet ki jagah 30" is no swap)
    for patterns, put in zip(_compiled(), (moved, said("cut"), swapped, said("both"), said("kept"), said("drop"))):
        for pattern in patterns:
            text = pattern.sub(put, text)
    return _headed_adds(text, wanted), wanted


@functools.cache
def _compiled() -> tuple[list[re.Pattern], ...]:
    """The sentences' expressions, compiled (case-insensitive) when a message first needs them: moved, cut to a
    count, swapped, cut from both, kept, no longer needed. A month of messages read as written never does (41
    expressions, 0.03 s of CPU that every process importing the reader paid)."""
    return tuple([re.compile(p, re.IGNORECASE) for p in patterns]
                 for patterns in (_MOVED, _CUT_TO, _SWAPPED, _FROM_BOTH, _KEPT, _NOT_NEEDED))


def _plain_goods(i, counted: bool = True) -> bool:
    """Goods named, with a count when ``counted``, and no price, total or bill beside them."""
    return i.sku is not None and (i.quantity is not None or not counted) and all(
        x is None for x in (i.unit_price_paise, i.total_paise, i.price_change_paise, i.bill_id))


def _holds(intents, wanted: list[tuple[str, str, str]]) -> bool:
    """Each rewritten sentence read as the requests it was written as, and no other request on its orders: moved —
    a cancel of the first order and an order of the second, the same goods and count; swapped — a cancel and an
    order of other goods, with a count; cut — one cancel with a count; both — one cancel on each order, the same
    goods and count; kept — the first order cancelled whole and goods with a count added to the second; drop — one
    cancel of goods, counted or not."""
    for kind, a, b in wanted:
        if kind == "added":  # each line one order of goods on the order named, none of them asked elsewhere
            adds = [i for i in intents if i.order_id == a]
            skus = {i.sku for i in adds}
            if len(adds) != int(b) or len(skus) != len(adds) or not all(
                    i.kind == "order" and _plain_goods(i) for i in adds) or any(
                    i.sku in skus and i.order_id != a for i in intents):
                return False
            continue
        on = [i for i in intents if i.order_id in (a, b)]
        cuts = [i for i in on if i.kind == "cancel" and i.order_id == a]
        if kind in ("cut", "drop"):
            if len(on) != 1 or len(cuts) != 1 or not _plain_goods(cuts[0], kind == "cut"):
                return False
            continue
        if kind == "both":
            seconds = [i for i in on if i.kind == "cancel" and i.order_id == b]
            if len(on) != 2 or len(cuts) != 1 or len(seconds) != 1 or not _plain_goods(cuts[0], False) or (
                    cuts[0].sku, cuts[0].quantity) != (seconds[0].sku, seconds[0].quantity) or \
                    not _plain_goods(seconds[0], False):
                return False
            continue
        adds = [i for i in on if i.kind == "order" and i.order_id == b]
        if len(on) != 2 or len(cuts) != 1 or len(adds) != 1 or not _plain_goods(adds[0]):
            return False
        cut, add = cuts[0], adds[0]
        if kind == "kept":
            if cut.sku is not None or cut.quantity is not None:
                return False
        elif not _plain_goods(cut, False) or (cut.sku == add.sku) != (kind == "moved") or \
                kind == "moved" and cut.quantity != add.quantity:
            return False
    return True


def moves_read(text, reading, read):
    """The reading of ``text`` with its moved or swapped goods written plainly (module docstring), when it holds;
    else ``reading`` (the refusal of ``text`` as written). ``read``: text → Reading. Never raises."""
    if reading.readable or not isinstance(text, str) or len(text) > MAX_CHARS or not re.search(r"(?i)O-?\d", text):
        return reading
    again, wanted = _rewritten(text)
    if not wanted or again == text:
        return reading
    other = read(again)
    return other if other.readable and _holds(other.intents, wanted) else reading
