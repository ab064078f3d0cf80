"""The words of ``ambiguous_intent.order_if`` (``lang.order_if``: an order on a condition that is no price, refused
naming the condition) and ``ambiguous_intent.count_kept`` (``lang.count_kept_said``), in the three languages; ``lang.reason_guards`` adds them to its table."""

__all__ = ["ORDER_IF_WHY"]

ORDER_IF_WHY = {
    "ambiguous_intent.order_if": {
        "en": "'{text}': we hold no order on a condition — we send or we do not; write 'Send …' plainly if you want it "
              "sent, or leave it out",
        "hi": "“{text}” — शर्त पर ऑर्डर नहीं रखा जाता; हम भेजते हैं या नहीं भेजते — चाहिए तो सीधे 'भेजिए' लिखिए, "
              "नहीं तो छोड़ दीजिए",
        "hinglish": "“{text}” — shart par order nahi rakha jata; hum bhejte hain ya nahi bhejte — chahiye to seedha "
                    "'bhejiye' likhiye, nahi to chhod dijiye"},
    "ambiguous_intent.count_kept": {
        "en": "'{text}' is the count to keep, said beside a part cut; write only the new count, e.g. 'In O3 make "
              "atta 5 packets instead of 10'",
        "hi": "“{text}” रखनी है, पर साथ में कुछ हिस्सा काटना भी लिखा है; सिर्फ़ नई गिनती लिखिए, जैसे 'O3 में आटा 10 की "
              "जगह 5 पैकेट कर दीजिए'",
        "hinglish": "“{text}” rakhna hai, par saath mein kuch hissa kaatna bhi likha hai; sirf nayi ginti likhiye, "
                    "jaise 'O3 mein atta 10 ki jagah 5 packet kar dijiye'"},
}
