"""Batch 219 (held out). A bell-ringing band's summer outing: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: the Kingsland ringers (a band of 28 in a Herefordshire village) have their summer outing on Sat 11th July 2048
- a coach from Hayes of Leominster, three towers over the Malverns (Colwall, Cradley, Great Malvern Priory's
twelve), lunch at the Red Lion at Stifford's Bridge. Jill (the tower captain) types her notes into the band's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; ringers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jill's first note (2048-03-02T19:15) has the coach
picking up at the lychgate at 7.30ish and back for 6. Her note of Tue 23rd (June) says Hayes rang - the driver has
to be back in Leominster for a wedding run at 5, so they're going earlier: pick-up at quarter to 7 at the lychgate,
back for half 4 - and, in passing, that Colwall's captain Mary will have the tower open for them and that Brenda's
doing her lemon drizzle for the coach. The extraction keeps Mary and Brenda's cake and drops the earlier pick-up:
7.30ish stays the only pick-up time stored. Question (Thu 9/7, Roy, a ringer whose daughter is dropping him off):
"what time's the coach picking up sat? our Sarah's dropping me off on her way to work" -> expected quarter to 7
(6.45) at the lychgate. The assistant says about 7.30.

Expected verdict: ExtractionError at mem0.extract inside the Tue 23rd add (fault() wraps that one add): the note given
to mem0 moves the pick-up to quarter to 7, and what was made from it leaves that out, so the store never held the
time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"pick up quarter to 7"; no stored memory or context line mentions quarter to 7, 6.45, the wedding run or half 4;
Brenda's lemon drizzle from the same note is stored; the first note's 7.30ish pick-up is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b219_mem0_bells_coach_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kingsland-ringers-jill"
EARLIER = ("Tue 23rd - Hayes rang 😬 driver's got to be back in Leominster for a wedding run at 5 so we're going "
           "earlier, pick up quarter to 7 at the lychgate now + back for half 4. Priory are fine, still 2.30. ALSO "
           "Colwall's captain Mary says she'll have the tower open for us from 8.45, + Brenda's doing her lemon "
           "drizzle for the coach 🍋")
NOTES = [
    ("2048-03-02T19:15", "RINGING OUTING 🔔 sat 11th july!! coach from Hayes of Leominster, 29 seater, picking up "
                         "at the lychgate 7.30ish. Colwall 9.30, Cradley 11, lunch Red Lion at Stifford's Bridge "
                         "12.30, Great Malvern Priory 2.30 (the 12!! 45 mins). back for 6",
     ["The ringing outing is Sat 11 July 2048 by coach from Hayes of Leominster (29 seats)",
      "The coach picks up at the lychgate at about 7.30 and is back for about 6",
      "Towers: Colwall 9.30, Cradley 11, Great Malvern Priory 2.30 (45 minutes on the twelve)",
      "Lunch is at 12.30 at the Red Lion, Stifford's Bridge"]),
    ("14/3", "14/3 coach is £420 all in so £15 a head if we fill it, 28 names so far. Phil says the Priory 12 is a "
             "handful, stick to rounds + call changes on the back 8 lol",
     ["The coach costs £420 in total, £15 a head if full; 28 names so far",
      "At the Priory the band will stick to rounds and call changes on the back 8"]),
    ("Tue 23rd", EARLIER,
     # the planted fault: the driver's wedding run and the earlier pick-up / return are dropped
     ["Mary, the tower captain at Colwall, will have the tower open for the band from 8.45",
      "Brenda is bringing her lemon drizzle cake for the coach"]),
    ("Weds 1 Jul", "Weds 1 Jul 27 going now, Keith's hip + Ann's away. bring a packed brekkie if u want, no cafe at "
                   "Colwall. money to me by sun pls",
     ["27 ringers are going on the outing (Keith and Ann can't)",
      "No cafe at Colwall, so bring breakfast if wanted; money to Jill by Sunday"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kingsland-ringers-2048"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == EARLIER:
            assert "pick up quarter to 7 at the lychgate" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the coach picking up sat? our Sarah's dropping me off on her way to work"
    hits = []
    for query in ("coach pick up time", "what time does the coach leave", "lychgate"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 9 July 2048. You are talking to Roy, a ringer in the Kingsland band; the outing is Sat "
               "11 July."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("quarter to 7", "6.45", "wedding", "half 4", "earlier")), stored
    assert any("picks up at the lychgate at about 7.30" in c for c in context), context
    assert any("lemon drizzle" in s for s in stored), stored
    reply = answer(question, context, mock="About 7.30, at the lychgate - it's back for about 6.")
finish(question, expected="quarter to 7 (6.45) at the lychgate - the driver has a wedding run at 5, so they're back "
                          "for half 4", actual=reply)
