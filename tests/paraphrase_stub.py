"""A deterministic, local stand-in for a renderer model that paraphrases: faithfully, or with one known fault.

``ParaphraseStub(mode, catalogue)`` has the ``ModelBackend`` interface the model renderer uses
(``generate(prompts) -> texts``, ``identity``). It takes each prompt's reference wording (between
``model_renderer.REFERENCE`` and ``ANSWER``), its language and persona, and writes, chosen by a BLAKE2b hash
of the prompt (no random state, no network):

- ``faithful``: the same decision said otherwise — an opening word, synonyms, the two halves of a sentence
  swapped, the persona's own remark (warm, pressing, or the sentence cut short for a taciturn speaker);
- ``figure``: one figure changed (a price, amount or quantity one step up; an id when there is no figure;
  a figure added when there is neither);
- ``drop_item``: one item of a list left out, or the only item replaced by "the goods" (a figure changed
  when the decision names no item);
- ``language``: the same decision in another language (read back and rendered by the template renderer);
- ``discount``: a discount the kernel never offered, appended;
- ``unfaithful``: one of the four faults above, by the hash.

``made`` counts, per fault, the texts written (``benchmarks/renderer_fidelity.py`` prints them).
"""
from __future__ import annotations

import hashlib
import re
from collections import Counter

from lang.model_renderer import ANSWER, LANGUAGE_NAMES, REFERENCE
from lang.reader import read_message
from lang.render import TemplateRenderer
from lang.replies import read_reply

FAULTS = ("figure", "drop_item", "language", "discount")
OPEN = {"en": ["Please note: ", "For your information, ", "As per your mail, "],
        "hi": ["ध्यान दें, ", "आपकी जानकारी के लिए, ", "आपके संदेश के जवाब में, "],
        "hinglish": ["Dhyan dijiye, ", "Aapki jaankari ke liye, ", "Aapke message ke jawab mein, "]}
SYNONYMS = {"en": [("Please", "Kindly"), ("today", "for today"), ("Sorry", "Regret"), ("We", "We at our firm")],
            "hi": [("कृपया", "मेहरबानी करके"), ("माफ़ कीजिए", "क्षमा कीजिए"), ("हम", "हम लोग"), ("धन्यवाद", "शुक्रिया")],
            "hinglish": [("Sorry", "Maaf kijiye"), ("hum", "hum log"), ("please", "zara"), ("Theek hai", "Achha")]}
REMARK = {"warm": {"en": "Always happy to serve you!", "hi": "आपकी सेवा में हमेशा हाज़िर हैं!",
                         "hinglish": "Aapki seva mein hamesha haazir hain!"},
          "hard-nosed": {"en": "That is final.", "hi": "यही आख़िरी बात है।", "hinglish": "Yahi aakhri baat hai."},
          "calculating": {"en": "An early decision helps.", "hi": "जल्दी तय कर लीजिए।", "hinglish": "Jaldi tay kar lijiye."}}
DISCOUNT = {"en": " We will also give you a 5% discount.", "hi": " साथ में 5% की छूट भी देंगे।",
            "hinglish": " Saath mein 5% discount bhi denge."}
GOODS = {"en": "the goods", "hi": "माल", "hinglish": "maal"}
OTHER = {"en": "hinglish", "hi": "en", "hinglish": "hi"}
_MONEY = re.compile(r"₹\d+(?:,\d+)*(?:\.\d\d)?")
_NUM = re.compile(r"(?<![A-Za-z0-9₹.,])\d+(?:,\d+)*(?![\d])")
_ID = re.compile(r"(?<![A-Za-z0-9])([A-Z])(\d+)(?![A-Za-z0-9])")


def _h(text: str, n: int, salt: str = "") -> int:
    return int.from_bytes(hashlib.blake2b(f"{salt}|{text}".encode(), digest_size=8).digest(), "big") % n


class ParaphraseStub:
    """See the module docstring. ``mode`` is ``faithful``, ``unfaithful`` or one fault of ``FAULTS``."""

    max_new_tokens, batch_size, threads = 96, 8, 1

    def __init__(self, mode: str, catalogue) -> None:
        if mode not in ("faithful", "unfaithful", *FAULTS):
            raise ValueError(f"mode must be faithful, unfaithful or one of {FAULTS}, got {mode!r}")
        self.mode, self.catalogue = mode, catalogue
        self.renderer = TemplateRenderer(catalogue)
        self.identity = {"folder": f"paraphrase-stub-{mode}", "sha256": f"paraphrase-stub-{mode}"}
        self.made: Counter = Counter()
        self.log: list[str] = []  # the fault (or "faithful") of each text written, in order

    def generate(self, prompts: list[str]) -> list[str]:
        return [self._one(p) for p in prompts]

    # --- one prompt ---------------------------------------------------------------------------------
    def _one(self, prompt: str) -> str:
        reference = prompt.split(REFERENCE)[-1].split(ANSWER)[0]
        language = next(code for code, name in LANGUAGE_NAMES.items() if f"again in {name}," in prompt)
        persona = prompt.split("You are ", 1)[1].split(". Say", 1)[0]
        customer = "what a customer says" in prompt
        mode = self.mode if self.mode != "unfaithful" else FAULTS[_h(prompt, len(FAULTS), "fault")]
        if mode == "faithful":
            text = self._faithful(reference, language, persona, prompt)
        else:
            text, mode = getattr(self, f"_{mode}")(reference, language, customer, prompt)
        self.made[mode] += 1
        self.log.append(mode)
        return text

    def _faithful(self, reference: str, language: str, persona: str, key: str) -> str:
        lines = reference.splitlines()
        out = []
        for i, line in enumerate(lines):
            if _h(key, 3, f"swap{i}") == 0 and line.count(", ") == 1 and not line.startswith("- "):
                a, b = line.rstrip(".।").split(", ")
                end = line[-1] if line[-1] in ".।" else ""
                line = f"{b[:1].upper() + b[1:]}, {a[:1].lower() + a[1:] if language != 'hi' else a}{end}"
            for old, new in SYNONYMS[language]:
                if _h(key, 2, f"syn{i}{old}") == 0:
                    line = re.sub(rf"(?<!\w){re.escape(old)}(?!\w)", new, line)
            out.append(line)
        if not out[0].startswith("- ") and _h(key, 2, "open") == 0:
            opener = OPEN[language][_h(key, len(OPEN[language]), "opener")]
            first = out[0]
            out[0] = opener + (first[:1].lower() + first[1:] if language != "hi" and not first.startswith("I ") else first)
        for word, remarks in REMARK.items():
            if word in persona:
                out[-1] = f"{out[-1]} {remarks[language]}"
        if "few words" in persona and out[-1].count(", ") == 0 and out[-1].startswith(("Sorry, ", "माफ़ कीजिए, ")):
            out[-1] = out[-1].split(", ", 1)[1]
        return "\n".join(out)

    def _figure(self, reference: str, language: str, customer: bool, key: str) -> tuple[str, str]:
        m = _MONEY.search(reference)
        if m:
            digits = m.group()[1:].replace(",", "")
            value = int(round(float(digits) * 100)) + 100
            new = f"₹{value // 100}" if value % 100 == 0 else f"₹{value / 100:.2f}"
            return reference[:m.start()] + new + reference[m.end():], "figure"
        m = _NUM.search(reference)
        if m:
            new = str(int(m.group().replace(",", "")) + 1)
            return reference[:m.start()] + new + reference[m.end():], "figure"
        m = _ID.search(reference)
        if m:
            return reference[:m.start()] + f"{m.group(1)}{int(m.group(2)) + 1}" + reference[m.end():], "figure"
        return reference.rstrip(".।") + (" (₹10)।" if language == "hi" else " (₹10)."), "figure"

    def _drop_item(self, reference: str, language: str, customer: bool, key: str) -> tuple[str, str]:
        names = sorted({n for it in self.catalogue for n in self._names(it, language)}, key=len, reverse=True)
        for sep in (", ", {"en": " and ", "hi": " और ", "hinglish": " aur "}[language]):
            parts = reference.split(sep)
            with_item = [j for j, p in enumerate(parts) if any(n in p for n in names)]
            if len(with_item) >= 2:  # a list: leave out its first element (the words around it stay)
                return sep.join(p for j, p in enumerate(parts) if j != with_item[0] or j == len(parts) - 1), "drop_item"
        lines = reference.splitlines()
        if len(lines) > 2 and lines[1].startswith("- "):  # a bill: leave a row out
            return "\n".join(lines[:1] + lines[2:]), "drop_item"
        if not read_message(reference, self.catalogue).items:  # "baad mein aata hoon" (I'll come) names no atta
            return self._figure(reference, language, customer, key)
        for n in names:
            if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", reference):
                return re.sub(rf"(?<!\w){re.escape(n)}(?!\w)", GOODS[language], reference, count=1), "drop_item"
        return self._figure(reference, language, customer, key)

    def _names(self, item, language: str) -> list[str]:
        from market.item_grammar import forms
        f = forms(item).forms(language)
        return [v for v in (f["name"], f.get("plural", ""), f.get("oblique", ""), f.get("one", "")) if v] + \
               [f["name"][:1].upper() + f["name"][1:]]

    def _language(self, reference: str, language: str, customer: bool, key: str) -> tuple[str, str]:
        other = OTHER[language]
        try:
            decisions = read_reply(reference, self.catalogue)
            d = decisions[0]
            if d.get("kind") == "unknown":
                raise ValueError("unread")
            if customer:
                text = self.renderer.speech({**d, "answer": d["kind"]}, other, None, _h(key, 8))
            else:
                text = "\n".join(self.renderer.email_parts([d], other, _h(key, 8))[1][0])
        except Exception:  # noqa: BLE001 - a reason that does not render back: a plain sentence instead
            text = {"en": "Please see our reply above.", "hi": "कृपया ऊपर का जवाब देखिए।",
                    "hinglish": "Please upar ka jawab dekhiye."}[other]
        return text, "language"

    def _discount(self, reference: str, language: str, customer: bool, key: str) -> tuple[str, str]:
        lines = reference.splitlines()
        lines[-1] += DISCOUNT[language]
        return "\n".join(lines), "discount"
