"""Batch 207 (held out). A bowls club's open day: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Church Stretton Bowling Club holds an open day on Sat 16th May 2048 - have-a-go on rinks 1 to 4, club woods to
borrow, coaching, teas in the clubhouse, the Mayor cutting a ribbon. Margaret (the club secretary) types her notes
into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Margaret's first note (2048-03-30T19:45) has the Mayor
opening it at 2pm (ribbon on rink 1, then she bowls the first wood). Her note of 22.4. says - in among the raffle
prizes (a Tesco voucher, a bottle of sherry from the Bucks Head) and Bowls England sending a banner - that the Mayor
can only do mornings now (she's at a wedding in the afternoon), so she's opening it at 10.30 instead, same ribbon.
The extraction keeps the raffle prizes and the banner and drops the Mayor's new time, so "the Mayor opens the open
day at 2pm" stays the only opening time stored. Question (Tue 12/5, Alan, who does the club's bit in the South
Shropshire Journal): "what time's the mayor doing the ribbon? want to get a photo for the Journal" -> expected 10.30
(half ten). The assistant says 2pm.

Expected verdict: ExtractionError at mem0.extract inside the 22.4. add (fault() wraps that one add): the note given
to mem0 has the 10.30 opening, and what was made from it leaves it out, so the store never held the time the answer
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says 10.30; no stored
memory or context line has 10.30, the wedding or mornings; the first note's 2pm line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b207_mem0_bowls_open_day_mayor_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "church-stretton-bowls-margaret"
MAYOR = ("22.4. raffle prizes so far - £20 Tesco voucher, bottle of sherry from the Bucks Head, Jean's doing a cake. "
         "Bowls England are sending a banner 🎉 oh + the Mayor can only do mornings now, she's at a wedding in the "
         "afternoon, so she's opening it at 10.30 instead. same ribbon lol")
NOTES = [
    ("2048-03-30T19:45", "OPEN DAY sat 16th may 🟢⚪ 10-4, rinks 1-4 for have-a-go, club woods to borrow (flat shoes "
                         "ONLY pls!!), teas in the clubhouse. Mayor's opening it at 2pm - ribbon on rink 1, then she "
                         "bowls the first wood",
     ["The bowls club open day is on Sat 16 May, 10am to 4pm",
      "Rinks 1 to 4 are for have-a-go at the open day",
      "Club woods can be borrowed; flat shoes only on the green",
      "Teas are served in the clubhouse at the open day",
      "The Mayor opens the open day at 2pm with a ribbon on rink 1 and bowls the first wood"]),
    ("14/4", "coaching - Derek + Pam on rinks 1 + 2, Colin on 3, juniors with Bev on 4. teas rota Sheila, Jean, me. "
             "scones 50p, tea 80p",
     ["Derek and Pam coach on rinks 1 and 2, Colin on rink 3, Bev takes the juniors on rink 4",
      "Teas rota: Sheila, Jean and Margaret",
      "Scones are 50p and tea is 80p"]),
    ("22.4.", MAYOR,
     # the planted fault: the Mayor's new opening time (10.30) is dropped
     ["Raffle prizes: a £20 Tesco voucher, a bottle of sherry from the Bucks Head, and a cake from Jean",
      "Bowls England are sending a banner for the open day"]),
    ("Weds 6th", "green's been cut + rolled, Ron says don't walk on the ditches. parking on the rec, not the lane",
     ["The green has been cut and rolled; nobody to walk on the ditches",
      "Open day parking is on the rec, not the lane"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="stretton-bowls-open-48"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MAYOR:
            assert "opening it at 10.30 instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the mayor doing the ribbon? want to get a photo for the Journal"
    hits = []
    for query in ("Mayor opening the open day", "ribbon time", "what time does the open day start"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 12 May 2048. You are talking to Alan, who writes Church Stretton Bowling Club's bit in "
               "the South Shropshire Journal; the open day is Sat 16 May."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:] for w in ("10.30", "wedding", "morning")), stored
    assert any("Mayor opens the open day at 2pm" in c for c in context), context
    reply = answer(question, context, mock="2pm - the Mayor cuts the ribbon on rink 1 and then bowls the first wood.")
finish(question, expected="10.30 (half ten) - the Mayor can only do mornings, she's at a wedding in the afternoon",
       actual=reply)
