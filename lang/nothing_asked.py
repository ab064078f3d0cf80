"""A message that names no goods, no order, no bill and no figure, and asks nothing the supplier's desk does (session
47, helper RD, from a new user's trial, finding 3): its refusal says so, the same in every language.

- **A delivery time asked** with no order named: "Hi, could you deliver earlier tomorrow, around 7 am? Nothing else
  needed.", "नमस्ते, कल थोड़ा जल्दी, सुबह 7 बजे तक डिलीवरी कर सकते हैं?", "Kya aapki gaadi kal subah 9 baje se pehle
  aa sakti hai?", "Please deliver in the evening from now on." The desk cannot move a delivery; the English had been
  refused ``no_item`` ("which item?") and the Hindi and Hinglish read as a delivery asked after with no order
  (silently: the desk answered a question nobody asked). Refused ``no_intent.delivery_time`` (it names the fix: ask
  about a named order), as the labelled corpora refuse "Please do not deliver O13 before Monday" (``no_intent``). "When
  will my order come?" (a "when" question: ``ask_delivery``) is left as it is read.
- **Nothing needed**: "Nothing more needed this week.", "इस हफ़्ते और कुछ नहीं चाहिए।", "Is hafte aur kuch nahi
  chahiye.", "We have enough stock, no need to send anything." The English was refused ``no_intent`` and the Hindi and
  Hinglish ``no_item`` (their "चाहिए" / "chahiye" is a word of asking), so a study's refusals by reason differed by
  language through the reader's words alone. Refused ``no_intent.nothing_needed`` in every language; so is "No order
  today bhai." / "आज कोई ऑर्डर नहीं है भाई।" (it had been asked "which item?").

Only when the reply stands alone (no quoted lines it answers, read again by ``lang.reply_context``); any goods, order
or bill id, or figure leaves the message to the other stages ("Nothing more needed, only 10 kg sugar" orders).

Shape: ``nothing_asked(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_phrase, fold_words, has_phrase
from lang.reasons import why

__all__ = ["nothing_asked"]

#: Words of a delivery (or the van bringing it).
_DELIVERY = fold_words("deliver delivery delivered deliveries van gaadi gadi gaari tempo डिलीवरी गाड़ी गाडी टेम्पो")
#: Words that set its time: earlier, before, in the evening, an hour, from now on.
_WHEN_SET = fold_words("earlier early jaldi जल्दी before pehle pahle पहले am pm baje बजे evening morning shaam "
                       "sham शाम subah सुबह")
#: Words asking when it comes, or about something already sent: a delivery question, not a time asked.
_WHEN_ASKED = fold_words("when kab कब update status where kahan कहाँ dispatched dispatch nikla nikal")
#: Phrases saying nothing is needed.
_NOTHING = frozenset(fold_phrase(p) for p in (
    "nothing", "no need", "not needed", "don't need anything", "kuch nahi", "kuchh nahi", "kuch nahin", "कुछ नहीं",
    "zaroorat nahi", "zarurat nahi", "jarurat nahi", "ज़रूरत नहीं", "जरूरत नहीं", "no order", "koi order nahi",
    "कोई ऑर्डर नहीं"))


def nothing_asked(reader) -> None:
    """Set ``reader.refused_why`` for a delivery time asked or nothing needed (module docstring). ``reader``: the
    MessageReader after its clause acts. "Can your van come before 9 am tomorrow?" → ``no_intent.delivery_time``;
    "इस हफ़्ते और कुछ नहीं चाहिए।" → ``no_intent.nothing_needed``."""
    if getattr(reader, "refused_why", None) is not None or reader.context_chars or reader.mentions \
            or reader.order_ids or reader.bill_ids or reader.figs or _quoted(getattr(reader, "raw_text", "")):
        return
    keys = reader._keys
    if not _DELIVERY.isdisjoint(keys) and not _WHEN_SET.isdisjoint(keys) and _WHEN_ASKED.isdisjoint(keys):
        reader.refused_why = why("no_intent.delivery_time")
    elif has_phrase(reader._words, _NOTHING):
        reader.refused_why = why("no_intent.nothing_needed")


def _quoted(text: str) -> bool:
    """Whether the message as written quotes an earlier one (a line starting ">", or an original message below)."""
    return text.lstrip().startswith(">") or "\n>" in text or "original message" in text.lower()
