"""Batch 59 (held out). A village fete's dog show notes: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Pauline is dog show secretary for the Little Badwell summer fete (Sat 11 July 2026, on the rec behind the
village hall). She dictates notes as things come in with ``memory.add(messages, user_id="badwell-dog-show",
metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes, 20 May - 9 July 2026.

Planted fault (ExtractionError, omitted at extraction): on 1/7 Pauline notes the Best in Show judge's email: "email
frm Mrs Hargreaves (BIS judge, ex-Crufts steward, v grand) - she's judging the Kenilworth champ show in the am so
can't be with us b4 3.15, so BIS at half 3 not quarter to 3 like the schedule says. she's bringing the silver cup +
the big rosettes herself, wants a cup of tea + somewhere to sit in the shade". The extraction keeps who she is, the
cup, the rosettes and the tea, and drops the 3.30 start. The printed schedule note says Best in Show is at 2.45.
Question (Thu 9/7, a steward): "what time's best in show on saturday?" -> expected half past three. The assistant
says 2.45.

Expected verdict: ExtractionError at mem0.extract inside the 1/7 add (fault() wraps that one add). Asserted: the
note says half 3; no stored memory mentions 3.30, half 3 or 3.15, while the cup fact from the same note is in the
context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b59_mem0_dogshow_bis_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "badwell-dog-show"
JUDGE = ("email frm Mrs Hargreaves (BIS judge, ex-Crufts steward, v grand) - she's judging the Kenilworth champ show "
         "in the am so can't be with us b4 3.15, so BIS at half 3 not quarter to 3 like the schedule says. she's "
         "bringing the silver cup + the big rosettes herself, wants a cup of tea + somewhere to sit in the shade")
NOTES = [
    ("2026-05-20", "schedule printed (200 copies, Kall Kwik £38): classes from 1.30 in the ring by the hall, Waggiest "
                   "Tail, Handsomest Dog, Golden Oldie (8 yrs+), Fancy Dress, Junior Handler, Best in Show 2.45",
     ["The dog show classes start at 1.30 in the ring by the village hall",
      "Classes: Waggiest Tail, Handsomest Dog, Golden Oldie (8 years and over), Fancy Dress, Junior Handler",
      "Best in Show is at 2.45 on the printed schedule",
      "200 schedules printed at Kall Kwik for £38"]),
    ("24/5/26", "entries £2 a class on the day, £1.50 if they pre-enter thru the fete website. rosettes 1st-4th every "
                "class, ordered from Rosettes Direct £64",
     ["Entries are £2 a class on the day or £1.50 pre-entered through the fete website",
      "Rosettes for 1st to 4th in every class ordered from Rosettes Direct for £64"]),
    ("2026-06-02", "Dilys doing Waggiest Tail + Handsomest Dog, Rev Tony Fancy Dress + Junior Handler, still need "
                   "someone for Golden Oldie",
     ["Dilys judges Waggiest Tail and Handsomest Dog",
      "Reverend Tony judges Fancy Dress and Junior Handler",
      "A judge is still needed for Golden Oldie"]),
    ("June 9", "ring - Geoff's doing the posts + rope sat am, water bowls from the Spar (they're donating 10)",
     ["Geoff is putting up the ring posts and rope on Saturday morning",
      "The Spar is donating 10 water bowls"]),
    ("2026-06-15", "Golden Oldie - the vet from Hook Norton (Sam Ellery) says yes!! 2nd yr running",
     ["Sam Ellery, the vet from Hook Norton, will judge Golden Oldie"]),
    ("2026-07-01", JUDGE,
     # the planted fault: the half-3 start is not extracted
     ["Mrs Hargreaves, an ex-Crufts steward, is the Best in Show judge",
      "Mrs Hargreaves is bringing the silver cup and the big rosettes for Best in Show",
      "Mrs Hargreaves wants a cup of tea and a seat in the shade"]),
    ("3.7.26", "poo bags + bin by the gate, Parish Council lending the gazebo for the judges' table",
     ["Poo bags and a bin by the gate", "The Parish Council is lending a gazebo for the judges' table"]),
    ("2026-07-05", "pre-entries so far 31, loads for Waggiest Tail as usual. Fancy Dress theme is 'seaside'",
     ["31 pre-entries so far, most for Waggiest Tail", "The Fancy Dress theme is seaside"]),
    ("2026-07-07", "tannoy - Keith's doing it from the cake tent, give him the running order by fri",
     ["Keith is doing the tannoy from the cake tent and needs the running order by Friday"]),
    ("2026-07-09", "forecast 27 degrees sat - gazebo over the ring entrance, remind ppl no dogs left in cars!!",
     ["The forecast for Saturday is 27 degrees; remind people not to leave dogs in cars"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="badwell-dog-show"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == JUDGE:
                assert "BIS at half 3" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's best in show on saturday?"
    with turn_span("question Thu 9/7"):
        hits = []
        for query in (question, "Best in Show judge time Mrs Hargreaves", "dog show schedule times"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 July 2026 (the fete is on Saturday 11th)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("bringing the silver cup" in c for c in context), context
        assert any("Best in Show is at 2.45" in c for c in context), context
        assert not any("3.30" in s or "half 3" in s or "3.15" in s or "half past three" in s
                       for s in stored + context), stored
        reply = answer(question, context, mock="2.45, straight after the Junior Handler - Mrs Hargreaves is judging "
                                               "and bringing the silver cup.")
finish(question, expected="half past three - the judge is coming on from Kenilworth", actual=reply)
