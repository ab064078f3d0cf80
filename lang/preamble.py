"""A message that opens with its reasoning ("Reasoning: …", "Thought: …", "Let me think step by step …", "विचार: …")
starts after its answer mark ("Message:", "Reply:", "Final message:", "संदेश:", "जवाब:"), at a line's start or after a
sentence's end on the same line ("Thought: we could also cancel O12. Reply: Send 20 kg rice."), else after the first
blank line, else after the first line. Part of stage 1 (``lang.clean``), moved out of it for size.
"""
from __future__ import annotations

import re

__all__ = ["strip_preamble"]

#: A reasoning label: the word (with its continuous or plural tail: "Thought process", "सोच रहा हूँ", "Soch rahe
#: hain", "Sochte hain", "Draft 1") as a label — a colon, an ellipsis, the line's end or the sentence's end after
#: it. A sentence opening with the word is the message ("Thinking of ordering 20 kg rice.", "सोच रहा हूँ कि 20 किलो
#: चावल मँगवा लूँ", "विचार करके बताइए …", "Soch raha hoon ki …"), not a lead to drop.
_LABEL = (r"(?:(?:reasoning|thoughts?(?:[ \t]+process)?|thinking(?:[ \t]+process)?|analysis|plan|scratchpad|draft|"
          r"first draft|मसौदा|masauda|ड्राफ्ट|ड्राफ़्ट|विचार|सोच|"
          r"(?:(?:मैं|हम)[ \t]+)?(?:सोच[ \t]+रह[ाीे]|सोचत[ाीे])[ \t]+(?:हूँ|हूं|हैं|है|हो|था|थी|थे)|"
          r"soch(?:[ \t]+rah[aie][ \t]+(?:hoon|hun|hu|hain|hai|ho))?|sochte[ \t]+(?:hain|hai)|"
          r"vichar|सोचना|sochna)(?:[ \t]*\d{1,2})?"  # "Draft 1:"
          r"(?::|\.\.\.|…|[.।]?[ \t]*(?=\r?\n|\Z)|[.।](?=\s)))")  # (a one-phrase sentence: "सोचते हैं। … संदेश: …")
_PREAMBLE = re.compile(r"^\s*(?:" + _LABEL + r"|"
                       r"let me think|let's think|lets think|step by step|चलो क़दम|चलो कदम|चलिए क़दम|चलिए कदम|chalo step|chaliye step|"
                       r"चलो एक[- ]एक करके|चलिए एक[- ]एक करके|chalo ek[- ]ek kar|chaliye ek[- ]ek kar|"
                       r"चलो क्रम से|चलिए क्रम से|chalo kram se|chaliye kram se|"  # (holdout137 hi-i7042, session 39 DL)
                       r"(?:(?:चलो|चलिए|आइए|chalo|chaliye|aaiye|aaie)[ \t]+)?(?:एक[- ]एक[ \t]+(?:क़दम|कदम)|ek[- ]ek[ \t]+kadam|"
                       r"(?:क़दम|कदम)[- ]दर[- ](?:क़दम|कदम)|kadam[- ]dar[- ]kadam)|"  # "चलो एक-एक कदम सोचते हैं।" (q8050)
                       r"let us think|let's go step|lets go step|"
                       r"chalo kadam|chaliye kadam|चलो सोचते|चलिए सोचते|चलो सोचें|chalo sochte|chaliye sochte|chalo sochen|"
                       r"चलो चरण-दर-चरण|चलिए चरण-दर-चरण|chalo charan|soch ke dekh|sochke dekh|सोच के देख|सोचकर देख|"
                       r"(?:step|चरण|charan|kadam|क़दम|कदम)[ \t]*1[ \t]*[:.)]|"  # "Step 1: Check stock. … Final message: …"
                       r"(?:तर्क|विश्लेषण|योजना|नोट्स|tark|vichar|yojana|vishleshan|soch|socha|rationale|notes to self)[ \t]*:|"
                       # "Soch raha hoon: pyaz ka stock kam hai …" (Hindi "सोच रहा हूँ:" opens with "सोच" already)
                       r"(?:(?:main|mai|mein|hum)[ \t]+)?(?:soch[ \t]+(?:raha|rahi|rahe)|sochta|sochti|sochte)[ \t]+"
                       r"(?:hoon|hun|hu|hain|hai|tha|thi|the)[ \t]*:)",
                       re.IGNORECASE)
_STEPS = re.compile(r"^\s*(?:step|चरण|charan|kadam|क़दम|कदम)[ \t]*1", re.IGNORECASE)
_ANSWER_MARK = re.compile(r"^[ \t]*(?:final message|final answer|final reply|message|reply|answer|e-?mail|response|"
                          r"अंतिम संदेश|antim sandesh|संदेश|जवाब|उत्तर|final|फ़ाइनल|फाइनल|jawab|sandesh|say|बोलो|bolo|kaho|कहो)[ \t]*:[ \t]*",
                          re.IGNORECASE | re.MULTILINE)
_INLINE_ANSWER = re.compile(r"(?<=[.!?।])[ \t]+(?:final message|final answer|final reply|message|reply|answer|response|"
                            r"अंतिम संदेश|antim sandesh|संदेश|जवाब|उत्तर|jawab|sandesh)[ \t]*:[ \t]*", re.IGNORECASE)
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
#: Answer marks that label a message's start by themselves ("Final answer:", "Final:", "Message:").
_FINAL_LABEL = re.compile(r"[ \t]*(?:final message|final answer|final reply|final|फ़ाइनल|फाइनल|message|reply|answer|अंतिम संदेश|"
                          r"संदेश)[ \t]*:", re.IGNORECASE)


def strip_preamble(text: str) -> str:
    """A message that opens with its reasoning ("Reasoning: …", "Thought: …", "Let me think step by step …",
    "विचार: …", "Soch raha hoon: …") starts after its answer mark ("Message:", "Reply:", "Final message:", "संदेश:", "जवाब:"),
    else after the first blank line, else after the first line."""
    if not _PREAMBLE.match(text):
        lead = _ANSWER_MARK.match(text.lstrip("\n"))  # "Final answer: Send 25 kg sugar at ₹42.": the label is no word
        return text.lstrip("\n")[lead.end():] if lead is not None and _FINAL_LABEL.match(lead.group(0)) else text
    text = text.lstrip()  # "</think>\nSoch raha hoon: 460 theek hai.\nTotal 460.": the label's line is the first line,
    # not the empty one the reasoning block left before it (session 52: its figure had been read beside the total)
    last = None
    for last in _ANSWER_MARK.finditer(text):
        pass
    if last is None:  # on the same line, after a sentence's end: "Thought: we could also cancel O12. Reply: Send 20
        for last in _INLINE_ANSWER.finditer(text):  # kg rice." (breaker AP: the thought's cancel had been acted on)
            pass
    if last is not None:
        return text[last.end():]
    if _STEPS.match(text):
        return text  # "Step 1. Send 20 kg rice.\nStep 2. …": steps with no answer after them are the message
    m = _BLANK_LINE.search(text)
    if m is not None:
        return text[m.end():]
    nl = text.find("\n")
    return text[nl + 1:] if nl >= 0 else text

