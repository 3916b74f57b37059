"""Batch 119 (held out). A garden centre's delivery notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dawn in the office at Hollybank Garden Centre types the delivery orders and the customers' phone calls into the
centre's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; Wayne, who drives van B, asks it
what to load.

Planted fault (ExtractionError, dropped at extraction): the order of 14/3 for Mrs Fairclough at the Old Rectory is 2
olive standards, 6 box balls and 10 bags of 40L compost, going out when the olives come in from the nursery. Dawn's
note of Weds 8 Apr says Mrs F rang: the box balls are off the order (she's seen them cheaper at B&Q, refunded £114)
and she wants 3 lavender 'Hidcote' and the fan trellis instead; and, in the same note, the olives are in Thursday, so
deliver fri 10th am, gate code 4471. Extraction keeps the delivery day and the gate code and drops the change to the
order. Question (Fri 10/4, Wayne): "loading up now - what am i taking to the old rectory?" -> expected 2 olive
standards, 10 bags of compost, 3 Hidcote lavender and the fan trellis (no box balls). The assistant lists the 2
olives, the 6 box balls and the compost.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add): the note
handed to mem0 had the change to the order, and the memories made from it do not; the searches and the answer then
worked on what was stored. Asserted: the note says the box balls are off and the lavender and trellis are on; no
stored memory or context line mentions lavender or trellis or the box balls coming off, while the 14/3 order line
and the gate code from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b119_mem0_garden_rectory_order_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hollybank-dawn"
CHANGE = ("Mrs F (Old Rectory) rang - box balls OFF the order, she's seen them cheaper at B&Q grr. refunded £114 on "
          "her card. wants 3 lavender 'hidcote' + the fan trellis (the 6ft one) instead, paid over the phone. olives "
          "came in from the nursery so deliver fri 10th am, gate code 4471, she's out but leave by the greenhouse")
NOTES = [
    ("14/3", "Old Rectory, Church Lane - Mrs Fairclough. 2 olive standards, 6 box balls, 40L compost x10. goes out "
             "when the olives come in from Tuscany nursery, prob April. paid in full £486",
     ["Mrs Fairclough at the Old Rectory, Church Lane ordered 2 olive standards, 6 box balls and 10 bags of 40L "
      "compost",
      "The Old Rectory order goes out when the olives come in from the nursery, probably April",
      "The Old Rectory order was paid in full, £486"]),
    ("22.3.", "Mr Biggins 3 Yew Tree Cl - 20 bags bark, Lutyens bench (teak) - van B, needs the tail lift, 8.30-5 any "
              "weekday, ring 10 mins before",
     ["Mr Biggins at 3 Yew Tree Close ordered 20 bags of bark and a teak Lutyens bench",
      "The Biggins delivery goes on van B with the tail lift, any weekday 8.30-5, ring 10 minutes before"]),
    ("Weds 8 Apr", CHANGE,
     # the planted fault: the change to the order is dropped, the delivery details kept
     ["The Old Rectory olives have come in; deliver Friday 10th in the morning",
      "Old Rectory gate code is 4471; Mrs Fairclough will be out, leave the order by the greenhouse"]),
    ("Thu 9/4", "van A in for its MOT fri, so everything's on van B tmrw. Wayne's first drop the Old Rectory then "
                "the Biggins bench about 11ish",
     ["Van A is in for its MOT on Friday 10th, so all deliveries go on van B",
      "Wayne's first drop on Friday 10th is the Old Rectory, then the Biggins bench around 11"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hollybank"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == CHANGE:
                assert "box balls OFF" in note and "lavender" in note and "trellis" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "loading up now - what am i taking to the old rectory?"
    with turn_span("question Fri 10/4"):
        hits = []
        for query in ("Old Rectory order Mrs Fairclough", "Old Rectory delivery Friday", "van B load"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 10 April 2037. You are talking to Wayne, who drives Hollybank's van B."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("2 olive standards, 6 box balls" in c for c in context), context
        assert any("4471" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context for w in ("lavender", "hidcote", "trellis", "b&q",
                                                                           "refund")), stored
        reply = answer(question, context, mock="2 olive standards, 6 box balls and 10 bags of 40L compost. Gate code "
                                               "4471 - she's out, leave it by the greenhouse.")
finish(question, expected="2 olive standards, 10 bags of 40L compost, 3 Hidcote lavender and the 6ft fan trellis - the "
                          "box balls came off the order", actual=reply)
