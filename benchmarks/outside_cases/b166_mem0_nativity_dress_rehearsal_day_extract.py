"""Batch 166 (held out). A playgroup leader's nativity notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Little Acorns playgroup (mornings, Tues to Fri, in the Methodist church hall on Chapel St, Brackley) puts on a
nativity on Thu 15th December 2039 at 2pm - mums, dads and grans welcome, mince pies after. Kerry, the playgroup leader,
types her notes into the playgroup's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and
parents ask it about the nativity.

Planted fault (ExtractionError, a fact dropped at extraction): Kerry's first note (2039-11-14T19:05) has the dress
rehearsal on Tue 13th in the morning session, 9.30-11.30, costumes on. Her note of Weds 30th says the flu jab clinic
have got the hall on Tue 13th, so the dress rehearsal's MON 12th instead, same time, costumes on (a note going in the
bags); that Maisie's mum says Maisie can be an angel after all, not the donkey; and that the donkey costume needs a new
zip, Bev's sorting it. The extraction keeps Maisie and the zip and drops the move to Monday. Question (Fri 9/12, Gemma,
Alfie's mum): "when's the dress rehearsal? my mum's bringing Alfie in so she needs to know the day" -> expected Mon 12th
Dec, 9.30-11.30, in costume (the flu clinic has the hall on the Tuesday). The assistant says Tuesday 13th.

Expected verdict: ExtractionError at mem0.extract inside the Weds 30th add (fault() wraps that one add): the note handed
to mem0 moves the dress rehearsal to the Monday and nothing made from it says so, so the store never held the day that
decides the answer; the search and the answer then worked faithfully on what was stored. Asserted: the note has the Mon
12th move; no stored memory or context line mentions Monday, the 12th or the flu clinic; the Maisie line from the same
note and the first note's Tue 13th dress rehearsal are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b166_mem0_nativity_dress_rehearsal_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-acorns-kerry"
MOVED = ("flu jab clinic have got the hall tue 13th 🙄 so dress rehearsal's MON 12th instead, same time 9.30-11.30, "
         "costumes on - i'll put a note in the bags. Maisie's mum says she can be an angel after all (not the donkey "
         "lol). + donkey costume needs a new zip, Bev's sorting it")
NOTES = [
    ("2039-11-14T19:05", "nativity thurs 15th dec 2pm in the hall, mums dads grans welcome, mince pies after. dress "
                         "rehearsal tue 13th in the morning session 9.30-11.30, costumes on. practising every tues + "
                         "thurs from 22nd nov",
     ["The Little Acorns nativity is on Thursday 15 December at 2pm in the Methodist church hall; families welcome, "
      "mince pies after",
      "The dress rehearsal is on Tuesday 13 December in the morning session, 9.30-11.30, in costume",
      "Nativity practice is every Tuesday and Thursday from 22 November"]),
    ("Weds 30th", MOVED,
     # the planted fault: the move of the dress rehearsal to Monday 12th is dropped from what is stored
     ["Maisie will be an angel instead of the donkey",
      "The donkey costume needs a new zip; Bev is sorting it"]),
    ("6/12", "roles home in the bags fri. Mary - Ava, Joseph - Alfie, kings Leo Noah + Reggie, rest of the boys "
             "shepherds. need 20 tea towels by fri pls!!",
     ["Nativity roles: Mary is Ava, Joseph is Alfie, the three kings are Leo, Noah and Reggie, the other boys are "
      "shepherds",
      "20 tea towels are needed by Friday for the shepherds"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-acorns-nativity"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVED:
            assert "dress rehearsal's MON 12th instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the dress rehearsal? my mum's bringing Alfie in so she needs to know the day"
    hits = []
    for query in ("dress rehearsal day", "when is the dress rehearsal", "costumes nativity",
                  "Alfie Joseph nativity"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 9 December 2039. You are talking to Gemma, whose son Alfie is Joseph in the Little Acorns "
               "nativity (Thu 15 December)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("Mon" in s or "12" in s or "flu" in s for s in stored + context), stored
    assert any("Maisie will be an angel" in c for c in context), context
    assert any("dress rehearsal is on Tuesday 13 December" in c for c in context), context
    reply = answer(question, context, mock="Tuesday 13th December, in the morning session 9.30-11.30 - Alfie needs to "
                                           "come in his Joseph costume.")
finish(question, expected="Mon 12th Dec, 9.30-11.30 in costume - the flu jab clinic has the hall on the Tuesday",
       actual=reply)
