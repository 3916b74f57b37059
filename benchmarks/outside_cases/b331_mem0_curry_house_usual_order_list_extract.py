"""Batch 331 (held out). A curry house's takeaway orders: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: the Shapla, a curry house on Burnley Rd in Todmorden, does takeaway and delivery. Anwar (the owner) types notes
about the regulars' standing orders into the shop's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; whoever is on the phones asks it what a regular has.

Planted fault (ExtractionError, a fact dropped at extraction): Anwar's note of 2050-09-02 18:40 has Mrs Greenwood's
usual Friday order - chicken korma, a lamb bhuna (medium), 2 pilau, a peshwari naan, 4 poppadoms and the chutney
tray, cash, 10% regulars' discount. His note of sat 1st oct says she rang - her lad's moved back home and gone
veggie, so the lamb bhuna is swapped for a chana masala from now on, same heat - and, in passing, that last week's
naan came soggy (so it goes in its own bag) and that she pays by card now. The extraction keeps the naan bag and the
card and drops the swap: the lamb bhuna stays the only second curry stored. Question (Fri 14/10, Rizwan on the
phones): "Mrs Greenwood's on for her usual fri one - what does she have again?" -> expected chicken korma, chana
masala (not the lamb bhuna any more), 2 pilau, peshwari naan in its own bag, 4 poppadoms and the chutney tray. The
assistant gives the lamb bhuna.

Expected verdict: ExtractionError at mem0.extract inside the sat 1st oct add (fault() wraps that one add): the note
given to mem0 swaps the bhuna for a chana masala, and what was made from it leaves that out, so the store never
held the dish the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note names the chana masala; no stored memory or context line mentions chana, veggie or the swap; the naan bag and
the card from the same note are stored; the first note's lamb bhuna is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b331_mem0_curry_house_usual_order_list_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "shapla-tod-anwar"
CUT = ("sat 1st oct Mrs G rang - her lad's moved back home + gone veggie 🙄 so swap the lamb bhuna for a chana "
       "masala from now on, same heat. also she said last wk's naan came soggy, put it in its own bag not on top of "
       "the rice pls. + she's paying by card now not cash")
NOTES = [
    ("2050-09-02 18:40", "2050-09-02 18:40 REGULARS 📒 Mrs Greenwood 14 Birch Rd every fri about half 6 - chicken "
                         "korma, lamb bhuna (med), 2 pilau, peshwari naan, 4 poppadoms + the chutney tray. cash, "
                         "she gets the 10% regulars discount",
     ["Mrs Greenwood (14 Birch Rd) has a standing Friday order about 6.30: chicken korma, lamb bhuna (medium), 2 "
      "pilau rice, a peshwari naan, 4 poppadoms and the chutney tray",
      "Mrs Greenwood pays cash",
      "Mrs Greenwood gets the 10% regulars discount"]),
    ("Fri 16/9", "Fri 16/9 - the Iqbals (him from the dentists) every sat now, 2x chicken jalfrezi xtra hot, garlic "
                 "naan, keema naan, 1 boiled rice. deliver to the back door, front bell's broke",
     ["The Iqbals have a standing Saturday order: 2 chicken jalfrezi extra hot, a garlic naan, a keema naan and 1 "
      "boiled rice",
      "Deliveries to the Iqbals go to the back door, the front bell is broken"]),
    ("sat 1st oct", CUT,
     # the planted fault: the swap of the lamb bhuna for a chana masala is dropped
     ["Mrs Greenwood's naan goes in its own bag, not on top of the rice",
      "Mrs Greenwood pays by card now"]),
    ("7.10.50", "7.10.50 Rizwan on the phones fri + sat from now on, Shazia's back at uni. delivery up to £2.50 "
                "inside 3 miles, still free over £25",
     ["Rizwan is on the phones on Fridays and Saturdays",
      "Delivery is £2.50 inside 3 miles, free over £25"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="shapla-regulars-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "swap the lamb bhuna for a chana masala" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "Mrs Greenwood's on for her usual fri one - what does she have again?"
    with turn_span("question Fri 14/10"):
        hits = []
        for query in ("Mrs Greenwood usual order", "friday standing order", "what curry does Mrs Greenwood have"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 14 October 2050. You are talking to Rizwan, on the phones at the Shapla."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("chana", "veggie", "swap", "moved back")), stored
        assert any("chicken korma, lamb bhuna (medium)" in c for c in context), context
        assert any("own bag" in s for s in stored) and any("by card" in s for s in stored), stored
        reply = answer(question, context,
                       mock="Chicken korma, lamb bhuna (medium), 2 pilau, a peshwari naan in its own bag, 4 "
                            "poppadoms and the chutney tray - she pays by card now.")
finish(question, expected="chicken korma, chana masala (medium - not the lamb bhuna, her lad's gone veggie), 2 "
                          "pilau, peshwari naan in its own bag, 4 poppadoms + the chutney tray", actual=reply)
