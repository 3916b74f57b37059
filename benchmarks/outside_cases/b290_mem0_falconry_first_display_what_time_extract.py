"""Batch 290 (held out). A falconry centre's flying displays: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Kestrel Ridge Falconry Centre, up the dale from Grassington, fly their birds in public displays on the flying
ground by the top car park, and run hawk walks with their Harris hawks. Jo (the head falconer) types her notes into
the centre's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the shop staff ask it what
to tell visitors.

Planted fault (ExtractionError, a fact dropped at extraction): Jo's note of 2050-09-18T17:40 has the summer display
times - 11.30, 2 and 3.30 every day till the end of October half term. Her note of Thu 20 Oct says winter times
start Sat 22nd (the light's going, and the kestrels won't fly in the wet anyway): just two displays, 12 and 2.30,
no 3.30 - and, in passing, Nimbus has started moulting so Juno's doing all the hawk walks, and the new barn owlet
is called Pudding (the kids voted). The extraction keeps Nimbus's moult and the owlet's name and drops the winter
times: the summer times stay the only ones stored. Question (Fri 28/10, Leanne in the shop, for a visitor on the
phone): "what time's the first display tomorrow? lady's bringing her nephew, he's mad on owls" -> expected 12
noon (winter times since Sat 22nd). The assistant says 11.30.

Expected verdict: ExtractionError at mem0.extract inside the Thu 20 Oct add (fault() wraps that one add): the note
given to mem0 has the winter times, 12 and 2.30, and what was made from it leaves them out, so the store never held
the times the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the
note has "just 2 displays, 12 + 2.30"; no stored memory or context line mentions winter, 2.30 or dropping the
3.30; Nimbus's moult from the same note is stored; the summer "11.30, 2 + 3.30" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b290_mem0_falconry_first_display_what_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kestrel-ridge-jo"
CUT = ("Thu 20 Oct - right, winter times start sat 22nd (light's going + the kestrels won't fly in the wet anyway): "
       "just 2 displays, 12 + 2.30, no 3.30. pls tell the shop + change the board. ALSO Nimbus has started moulting "
       "so Juno's doing all the hawk walks till spring, and the new barn owlet's called Pudding (the kids voted 🦉)")
NOTES = [
    ("2050-09-18T17:40", "2050-09-18T17:40 DISPLAYS 🦅 summer times still - 11.30, 2 + 3.30 every day till end of "
                         "oct half term, flying ground by the top car park. £12.50 adults £7 kids, under 4s free",
     ["Summer display times are 11.30, 2 and 3.30 every day until the end of October half term",
      "Displays are on the flying ground by the top car park",
      "Entry is £12.50 for adults, £7 for children, under 4s free"]),
    ("3/10", "3/10 hawk walks weds + sat 10am, 6 max, Nimbus + Juno, book thru the shop. gloves provided, wellies "
             "advised it's a bog up there",
     ["Hawk walks are Wednesday and Saturday at 10am, 6 people max, with Nimbus and Juno",
      "Hawk walks are booked through the shop; gloves are provided and wellies are advised"]),
    ("Thu 20 Oct", CUT,
     # the planted fault: the winter display times are dropped
     ["Nimbus has started moulting, so Juno is doing all the hawk walks until spring",
      "The new barn owlet is called Pudding"]),
    ("Tue 25/10", "Tue 25/10 half term's mad busy!! shop's run out of the owl keyrings, reorder. overflow parking in "
                  "the lower field if the top one's full, Ste's doing the cones",
     ["The shop has run out of owl keyrings and needs to reorder",
      "Overflow parking is in the lower field when the top car park is full; Ste is doing the cones"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kestrel-ridge-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "just 2 displays, 12 + 2.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the first display tomorrow? lady's bringing her nephew, he's mad on owls"
    with turn_span("question Fri 28/10"):
        hits = []
        for query in ("display times", "what time is the flying display", "first display of the day"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 28 October 2050. You are talking to Leanne in the shop at Kestrel Ridge Falconry "
                   "Centre, answering a visitor on the phone."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("winter", "2.30", "no 3.30")), stored
        assert any("11.30, 2 and 3.30" in c for c in context), context
        assert any("Nimbus has started moulting" in s for s in stored), stored
        reply = answer(question, context, mock="The first display's at 11.30 on the flying ground by the top car "
                                               "park - the owls are usually in it.")
finish(question, expected="12 noon - winter times since Sat 22nd Oct, just 12 and 2.30", actual=reply)
