"""The supplier's rates told back as a list or table under a heading that says they are the supplier's: "Your new
rates:", "Thanks for the rates you sent this morning:", "आपकी भाव-सूची:", "आपके नए रेट:", "Aapke naye rate:" over

    - Mustard oil ~~₹140~~ **₹132**/L          | Item | Your rate |
    - Refined ~~₹118~~ **₹112**/L              | Tomato | ₹34/kg |

The shop copies the supplier's prices before answering them ("Mustard oil at ₹132 is OK — send 24 litres. Refined
at ₹112 we'll skip."). Read as the message's own lines, each listed price with no word beside it had refused the
message ("a price for onion with no word saying offer, accept or order"), or its struck-out figure had read as our
counter ("both agreed and offered for mustard oil"). ``rates_told_back`` marks such a block as quoted ("> "), as
``lang.clean.earlier_as_quoted`` does a pasted chat log, so the reply is read as answering it: an acceptance there
carries the price only the quote names (tests/corpus_chat/README.md), a refusal carries none.

Only a heading of the supplier's rates and nothing else is taken: every word of it is one of ``_HEADING_WORDS``
(your, rates, new, revised, thanks, sent, today …; आपकी, भाव-सूची, नए, रेट …; aapke, naye, rate …), it holds a word
of "your" or "sent" ("आज सुबह भेजे भाव के लिए धन्यवाद:") and a word of rates, and it ends in ":". "Your rates are fine, please send:", "Our counter:", "## जवाबी
प्रस्ताव", "Quote received: Tomato ₹32/kg" (a heading with its goods on its own line) are left as they are. The
block is the list or table lines right under it (one blank line may come between), up to a blank line or a line
that is neither, or the lines in quotation marks right under it ("As per your quote:" / "आपके कोटेशन के अनुसार:" /
"Aapke quote ke hisaab se:" over '"Refined oil 20 litres – ₹2,250 …'), up to the closing mark; each item line holds a figure, and something unquoted must remain after it.

Linear in the length of the text.
"""
from __future__ import annotations

import re

from lang.language import fold, fold_words

__all__ = ["rates_told_back"]

#: Every word a heading of the supplier's rates may hold.
_HEADING_WORDS = fold_words(
    "your new revised latest updated todays today's current rates rate prices price quote quotation quoted list "
    "thanks thank you for the sent this morning today yesterday as per received rate-list according to "
    "aapke aapki aapka apke apki naye nayi naya bheje bheja rate bhav bhaav list ke liye shukriya dhanyavaad "
    "aaj subah kal hisaab hisab se anusar "
    "आपकी आपके आपका नए नई नया भेजे भेजा भाव रेट भाव-सूची सूची लिस्ट के लिए शुक्रिया धन्यवाद आज सुबह कल कोटेशन अनुसार")
#: A word of "your", or of the rates sent to us ("आज सुबह भेजे भाव") — the rates are the supplier's.
_YOURS = fold_words("your you aapke aapki aapka apke apki आपकी आपके आपका sent bheje bheja भेजे भेजा received")
#: A word of rates.
_RATES = fold_words("rates rate prices price quote quotation bhav bhaav भाव रेट भाव-सूची rate-list कोटेशन")
_WORD = re.compile(r"[\w\u0900-\u097f'’-]+")
_ITEM_LINE = re.compile(r"^[ \t]*(?:[-*•]|\d{1,2}[.)]|\|)")
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}")
_DIGIT = re.compile(r"[0-9\u0966-\u096f]")
_HINT = re.compile(r":[ \t*_]*$", re.MULTILINE)


def _heading(line: str) -> bool:
    """Whether ``line`` is a heading of the supplier's rates (module docstring)."""
    body = line.strip().strip("*_#").strip()
    if not body.endswith(":"):
        return False
    words = [fold(w) for w in _WORD.findall(body[:-1])]
    return bool(words) and all(w in _HEADING_WORDS for w in words) and not _YOURS.isdisjoint(words) and \
        not _RATES.isdisjoint(words)


def rates_told_back(text: str) -> str:
    """``text`` with each block of the supplier's rates under its heading marked as quoted (module docstring)."""
    if not isinstance(text, str) or ":" not in text or not _HINT.search(text):
        return text
    lines = text.split("\n")
    out = list(lines)
    k = 0
    changed = False
    while k < len(lines):
        if not _heading(lines[k]):
            k += 1
            continue
        j = k + 1
        if j < len(lines) and not lines[j].strip():
            j += 1
        block = []
        marked = j < len(lines) and lines[j].lstrip().startswith(('"', "“"))
        if marked:  # the quote pasted in quotation marks
            while j < len(lines) and lines[j].strip() and len(block) < 10:
                block.append(j)
                j += 1
                if lines[j - 1].rstrip().endswith(('"', "”")) and (len(block) > 1 or lines[j - 1].strip()[1:].rstrip(
                        ).endswith(('"', "”"))):
                    break
        while not marked and j < len(lines) and lines[j].strip() and _ITEM_LINE.match(lines[j]):
            block.append(j)
            j += 1
        items = [b for b in block if not _TABLE_RULE.match(lines[b])]
        if block and all(_DIGIT.search(lines[b]) for b in items[1:]) and (
                _DIGIT.search(lines[items[0]]) or lines[items[0]].lstrip().startswith("|")) and any(
                ln.strip() for ln in lines[j:]):
            for b in [k] + block:
                out[b] = "> " + lines[b]
            changed = True
        k = max(j, k + 1)
    return "\n".join(out) if changed else text
