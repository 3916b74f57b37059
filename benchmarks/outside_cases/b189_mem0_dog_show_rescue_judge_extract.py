"""Batch 189 (held out). A village fete's dog show: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Edstaston village fete is Sat 9th July 2044 on the playing field, and the dog show runs in a ring on the top
field by the pavilion - six classes (best rescue, best veteran, junior handler, fancy dress, waggiest tail and the dog
the judge would most like to take home), rosettes 1st to 4th and a best in show. Carol, who organises the dog show
for the fete committee, types her notes into the fete's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; the helpers on the day ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2044-05-04T19:30) has the ring, the
times, the classes and the judges - Mrs Pugh (who ran the kennels at Prees for years) on the rescue and the veterans,
Phil from the Whitchurch canine club on the rest. Carol's note of Tue 14/6 says she rang Mrs Pugh about the running
order and her grandson's christening has been put on that Saturday, so she's out - but she's asked Dr Shah from
Ironbridge vets, who's said yes to the rescue and the veterans, and Mrs Pugh will still come and do the cups if
she's back by 4; and Bob's doing the water bowls and poo bags by the ring. The extraction keeps Bob's water bowls and
that Carol rang Mrs Pugh about the running order, and drops Mrs Pugh being out and Dr Shah judging. Question (Thu
7/7, Sandra, on the registration table): "who's judging the rescue class sat? need the name for the rosette cards"
-> expected Dr Shah from Ironbridge vets (Mrs Pugh's at her grandson's christening). The assistant says Mrs Pugh.

Expected verdict: ExtractionError at mem0.extract inside the Tue 14/6 add (fault() wraps that one add): the note
handed to mem0 has Dr Shah taking the rescue class, and nothing made from it has him or Mrs Pugh dropping out, so
the store never held the fact the answer needs; the search and the answer then worked faithfully on what was stored
(Mrs Pugh judging rescue and veterans). Asserted: the note names Dr Shah; no stored memory or context line has Shah,
the vets or the christening; the first note's judges line and Bob's water bowls are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b189_mem0_dog_show_rescue_judge_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "edstaston-fete-carol"
JUDGE = ("rang Mrs Pugh re the running order 📞 her grandson's christening's been put on that sat so she's out 😕 BUT "
         "she's asked Dr Shah from Ironbridge vets + he's said yes to the rescue + the veterans. she'll still come + "
         "do the cups if she's back by 4. Bob's doing water bowls + poo bags by the ring")
NOTES = [
    ("2044-05-04T19:30", "DOG SHOW at the fete sat 9th july 🐕 ring on the top field by the pavilion, registration "
                         "from 1, first class 1.30pm. classes: best rescue, best veteran (8+), junior handler (under "
                         "12s), fancy dress, waggiest tail, dog the judge would most like to take home. judges - Mrs "
                         "Pugh on rescue + veteran (ran the kennels at Prees for yrs), Phil from Whitchurch canine "
                         "club doing the rest",
     ["The dog show is at the fete on Sat 9 July, in a ring on the top field by the pavilion",
      "Dog show registration is from 1pm and the first class is at 1.30pm",
      "Dog show classes: best rescue, best veteran (8 and over), junior handler (under 12s), fancy dress, waggiest "
      "tail, and the dog the judge would most like to take home",
      "Mrs Pugh, who ran the kennels at Prees for years, is judging the best rescue and best veteran classes",
      "Phil from the Whitchurch canine club is judging the other dog show classes"]),
    ("16th may", "rosettes came 🎀 1st-4th every class + best in show, £46 off that place online, PURPLE this yr ugh. "
                 "entry £1.50 a class, £5 for the lot, on the day",
     ["Rosettes for 1st to 4th in every class plus best in show were bought online for £46",
      "Dog show entry is £1.50 a class or £5 for all classes, paid on the day"]),
    ("Tue 14/6", JUDGE,
     # the planted fault: Mrs Pugh dropping out and Dr Shah judging are lost
     ["Carol rang Mrs Pugh about the dog show running order",
      "Bob is doing the water bowls and poo bags by the ring"]),
    ("2044-06-29T20:15", "running order printed 🖨️ rescue 1.30, veterans 2, junior handler 2.30, fancy dress 3, "
                         "waggiest tail 3.30, dog the judge'd take home 4, best in show 4.30. gazebo for the judges "
                         "off the cricket club",
     ["Running order: rescue 1.30, veterans 2, junior handler 2.30, fancy dress 3, waggiest tail 3.30, dog the judge "
      "would take home 4, best in show 4.30",
      "A gazebo for the judges is coming from the cricket club"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="edstaston-fete-dogs-2044"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == JUDGE:
            assert "Dr Shah from Ironbridge vets + he's said yes to the rescue" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's judging the rescue class sat? need the name for the rosette cards"
    hits = []
    for query in ("who is judging the rescue class", "dog show judges", "Mrs Pugh"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 7 July 2044. You are talking to Sandra, who is on the dog show registration table at "
               "Edstaston fete (Sat 9 July)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("shah", "vets", "christening", "she's out")), \
        stored
    assert any("Mrs Pugh, who ran the kennels at Prees for years, is judging the best rescue" in c
               for c in context), context
    assert any("Bob is doing the water bowls" in c for c in context), context
    reply = answer(question, context, mock="Mrs Pugh - she's judging the best rescue and the veterans (she ran the "
                                           "kennels at Prees).")
finish(question, expected="Dr Shah from Ironbridge vets - Mrs Pugh's at her grandson's christening that sat",
       actual=reply)
