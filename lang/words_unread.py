"""Words beside fenced blocks that ``lang.block_words`` need not read (issue 13): a bill block's total said again in
words (``restates_bill``), and a greeting alone above the blocks (``greets_only``).

A scripted cashier states each bill twice, in words and in a block ("Total ₹230 hua." over ```bill {"total_inr":
230}```, about 3,300 a month). Read in full (``lang.block_words.with_words`` reads the words as a message of their
own), the words cost a second reading of the message — 0.60 ms against 0.12 ms without them, about 10 s of CPU on
the first ``kirana run`` of a machine, which reads every text of six months anew. The words add nothing: read, they
are a bill of the block's own total (covered by the block) or refused for a reason that asks nothing ("Alright,
₹230." names no goods: dropped). So words that are exactly one of ``RESTATED_BILLS``'s sentences with the blocks'
total, beside blocks that are all bills of that total, skip their reading: the message's reading is the blocks'.

Why that is the same reading as the slow path's. ``with_words`` changes the blocks' reading only when the words (a)
are read as an intent no block covers — another kind, goods, an id —, (b) give a bill total other than the
block's (refused as contradictory), or (c) are refused for a reason that asks something (an id's request with no id,
goods or figures no block names). Each sentence here names no goods, no id and no figure but the total, which is the
block's, written as ``lang.amounts.money`` writes it ("₹1,245.50", "₹1,00,000"); nothing else (no quote, no
reasoning, no other words) may be beside it. ``tests/test_words_unread.py`` reads every sentence, in the three
languages, with ~230 totals from ₹0.01 to ₹3,00,000 and every e-mail / second-opinion mode of the reader, both ways
(the slow path and this one) and asserts the same reading; a sentence that changes how the reader reads it fails
there, not in a record. A sentence not in the table, or any other figure, goods or words, takes the slow path.

A greeting alone ("Namaste," over the scripted manager's ```order``` and ```negotiate``` blocks, about 400 mails a
month) is read refused as ``no_intent.nothing`` in every mode, whatever the blocks (the words are read alone), and a
refusal that names no id, no goods and no figure asks nothing (``lang.block_words._asks``): dropped, the reading the
blocks'. ``GREETINGS`` holds the scripted manager's; the tests read each in every mode.
"""
from __future__ import annotations

from lang.amounts import money
from lang.intents import Intent

__all__ = ["RESTATED_BILLS", "GREETINGS", "restates_bill", "greets_only", "unread"]

#: The sentences that say only a bill's total ({total}: ``lang.amounts.money``), per language: the scripted
#: cashiers' (``roles.scripted.staff``: the bill, a counter-offer met, MRP, fixed prices).
RESTATED_BILLS = {
    "en": ("That comes to {total}.", "Alright, {total}.", "MRP, {total}.", "Fixed price, {total}."),
    "hi": ("कुल {total} हुए।", "ठीक है, {total} दे दीजिए।", "एमआरपी के हिसाब से {total}।", "दाम तय हैं, {total}।"),
    "hinglish": ("Total {total} hua.", "Theek hai, {total} de dijiye.", "MRP se {total}.", "Rate fixed hai, {total}."),
}
#: Greetings that open a mail of blocks: the scripted manager's (``roles.scripted.manager``), per language.
GREETINGS = {"en": ("Dear Sir,",), "hi": ("नमस्ते,",), "hinglish": ("Namaste,",)}
_GREETED = frozenset(g for greetings in GREETINGS.values() for g in greetings)
#: Each sentence as (the text before the total, the text after it).
_AROUND = tuple(tuple(s.split("{total}")) for sentences in RESTATED_BILLS.values() for s in sentences)
#: The only characters allowed around the sentence (a line break between it and the block).
_SPACE = " \t\r\n"


def restates_bill(words: str, blocks: list[Intent]) -> bool:
    """Whether ``words`` (a part of ``lang.block_words.words_around``: the text before or after the blocks) is one
    of ``RESTATED_BILLS``'s sentences with the total of ``blocks``, every one of which is a ``bill`` of that total
    (in paise, written as ``lang.amounts.money`` writes it), with only spaces and line breaks around it. Examples
    over ```bill {"total_inr": 230}```: "That comes to ₹230.\\n" / "कुल ₹230 हुए।\\n" / "Total ₹230 hua.\\n" → True;
    "Total ₹240 hua.", "Total ₹230 hua, kal dena.", "Namaste. Total ₹230 hua." → False (read in full)."""
    if not blocks:
        return False
    total = blocks[0].total_paise
    if total is None or total <= 0:
        return False
    for b in blocks:
        if b.kind != "bill" or b.total_paise != total or b.sku is not None or b.order_id or b.bill_id:
            return False
    said = words.strip(_SPACE)
    amount = money(total)
    if amount not in said:
        return False
    n = len(said) - len(amount)
    return any(len(before) + len(after) == n and said.startswith(before) and said.endswith(after)
               and said[len(before):len(before) + len(amount)] == amount for before, after in _AROUND)


def greets_only(words: str) -> bool:
    """Whether ``words`` (a part of ``lang.block_words.words_around``) is one of ``GREETINGS`` alone, with only
    spaces and line breaks around it: "Namaste,\n" / "नमस्ते,\n" / "Dear Sir,\n" → True; "Namaste, please send the
    order below." → False (read in full)."""
    return words.strip(_SPACE) in _GREETED


def unread(words: str, blocks: list[Intent]) -> bool:
    """Whether ``lang.block_words.with_words`` may leave ``words`` beside ``blocks`` unread: ``restates_bill`` or
    ``greets_only`` (their reading would add nothing and refuse nothing)."""
    return greets_only(words) or restates_bill(words, blocks)
