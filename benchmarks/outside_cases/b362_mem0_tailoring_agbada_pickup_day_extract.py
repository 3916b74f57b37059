"""Batch 362 (held out). A tailoring and fabric shop's orders: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Mama Titi Fashion Home (a tailoring and fabric shop in Surulere) sews agbada, gowns and ankara for customers in
March 2050. Mama Titi types her order notes into the shop's helper, WhatsApp style, with
``memory.add(messages, user_id=..., metadata={"date": ...})``; customers and their drivers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the note of 2050-03-01T10:15 has Mrs Okafor's order -
2 agbada for Oga Okafor (cream, gold embroidery), N90k total, N50k deposit, ready Sat 12th March. The note of Thu
10/3 says, first, "change of plan o" - the embroidery machine spoil since Monday, the repair man say na next tomorrow
he go come, so Mrs Okafor's agbada no fit ready Saturday again, she should come Tuesday next week (said on Thursday
the 10th: Tuesday the 15th) - and, in passing, that Bisi paid her N18k balance and the gen fuel for the day was N6k.
The extraction keeps Bisi's balance and the fuel and drops the new day: Sat 12th stays the only ready date stored.
Question (Mon 14/3, Oga Okafor's driver Sunday): "good morning ma, Madam say make I come carry the agbada. which day
I go come?" -> expected Tuesday 15th March (tomorrow; the note of Thu 10/3 moved it to "Tuesday next week"). The
assistant says it's been ready since Saturday 12th, come today.

Temporal: the answer depends on when the change was said - "Tuesday next week" written on Thu 10 March 2050 is Tue
15 March, the day after the question.

Expected verdict: ExtractionError at mem0.extract inside the Thu 10/3 add (fault() wraps that one add): the note
given to mem0 moves the pick-up to Tuesday next week, and what was made from it leaves that out, so the store never
held the day the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note has the change; no stored memory or context line mentions Tuesday, the machine or the repair man; Bisi's
balance from the same note is stored; the first note's Sat 12th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b362_mem0_tailoring_agbada_pickup_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mama-titi-fashion-home"
CUT = ("Thu 10/3 - Mrs Okafor agbada: change of plan o 😩 the embroidery machine spoil since Monday, the repair man "
       "say na next tomorrow he go come. so her own no fit ready Saturday again, I don tell her make she come "
       "Tuesday next week. abeg no vex. ALSO Bisi don pay her N18k balance, collected the 2 gowns. NEPA take light "
       "whole day, gen fuel N6k 🙄")
NOTES = [
    ("2050-03-01T10:15", "2050-03-01T10:15 new order - Mrs Okafor (Ikeja GRA), 2 agbada for Oga, cream material w/ "
                         "gold embroidery, same measurement as Xmas. N90k total, she pay N50k deposit by transfer. "
                         "ready Sat 12th March",
     ["Mrs Okafor ordered 2 agbada for her husband, cream with gold embroidery, same measurements as Christmas",
      "Mrs Okafor's agbada order is N90k total; she paid N50k deposit by transfer",
      "Mrs Okafor's 2 agbada will be ready Sat 12th March"]),
    ("Fri 4/3", "Fri 4/3 Bisi brought 6 yards ankara for 2 gowns, style like the picture she send (puff sleeve + "
                "peplum). N28k sewing, paid N10k. also the Yaba lace man say new stock of swiss lace next week",
     ["Bisi brought 6 yards of ankara for 2 gowns, puff sleeve and peplum style",
      "Bisi's 2 gowns cost N28k to sew; she paid N10k",
      "New stock of Swiss lace arrives from the Yaba lace man next week"]),
    ("Thu 10/3", CUT,
     # the planted fault: the move to Tuesday next week is dropped
     ["Bisi paid her N18k balance and collected the 2 gowns",
      "Generator fuel on Thu 10/3 cost N6k because there was no light all day"]),
    ("Sat 12/3", "Sat 12/3 Mrs Adebayo came for measurement, iro and buba for her daughter's introduction, she go "
                 "bring the aso-oke Monday. apprentice Kunle late again, I warn am",
     ["Mrs Adebayo was measured for iro and buba for her daughter's introduction; she will bring the aso-oke Monday",
      "Apprentice Kunle came late again and was warned"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mama-titi-orders-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "make she come Tuesday next week" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "good morning ma, Madam say make I come carry the agbada. which day I go come?"
    with turn_span("question Mon 14/3"):
        hits = []
        for query in ("Mrs Okafor agbada ready date", "when to collect the agbada", "agbada pick up day"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 14 March 2050. You are talking to Sunday, Oga Okafor's driver (Mrs Okafor's "
                   "order)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("tuesday", "machine", "repair", "change of plan")), stored
        assert any("ready Sat 12th March" in c for c in context), context
        assert any("N18k balance" in s for s in stored), stored
        reply = answer(question, context, mock="The agbada don ready since Saturday 12th - you fit come carry am "
                                               "today. Remind Madam say balance na N40k.")
finish(question, expected="Tuesday 15th March (tomorrow) - the embroidery machine spoil, so it moved to Tuesday next "
                          "week", actual=reply)
