"""Batch 85 (held out). A fishing club secretary's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gordon Pyle, match secretary of the Dunmere & District Angling Club, types up a note after each committee
chat or match; the app puts it into mem0 with ``memory.add(messages, user_id="dunmere-ac", metadata={"date": ...})``
and mem0's LLM pulls out the facts. Seven notes, Sept - Oct 2032.

Planted fault (ExtractionError, omitted at extraction): Gordon's note of 2 Oct says the Canal & River Trust have
got a stoppage on the Lock 14 stretch all of October (lock gates), so Sunday 13th's match will be on Blakemere,
the top lake, and in the same note that pools are £5 on the day and that Terry's got the new peg numbers painted.
The extraction keeps the pools and the peg numbers and drops where the match is. The September fixture note still
has Sun 13/10 on the canal at Lock 14. Question (Fri 11/10, a member): "where are we fishing on sunday?" ->
expected Blakemere, the top lake. The assistant says the canal at Lock 14.

Expected verdict: ExtractionError at mem0.extract inside the 2 Oct add (fault() wraps that one add). Asserted: the
note names Blakemere; no stored memory mentions Blakemere or the stoppage, while the pools money from the same note
and the September fixture are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b85_mem0_fishing_match_venue_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dunmere-ac"
MOVE = ("cmttee chat at the Swan - C&RT have got a stoppage on the lock 14 stretch all oct (lock gates being "
        "replaced) so sun 13th is on Blakemere, top lake, same draw time. pools £5 on the day, cash only. Terry's "
        "painted the new peg nos, 1-30, looks v smart")
NOTES = [
    ("2032-09-02", "autumn fixtures: sun 13/10 canal @ lock 14, draw 8.30 at the car park, fish 10-3. sun 27/10 "
                   "the Mere (club match + AGM after)",
     ["Sunday 13 October match is on the canal at Lock 14; draw 8.30 at the car park, fishing 10 till 3",
      "Sunday 27 October match is on the Mere, with the AGM afterwards"]),
    ("8 Sept", "Sept 8th result - Dave W won w 14lb 6oz of skimmers, peg 11. Mick 2nd. 19 fished",
     ["Dave W won the 8 September match with 14lb 6oz of skimmers from peg 11; Mick was second; 19 fished"]),
    ("15/9/32", "subs due by end of oct, £40 senior £15 junior, Jan collects at the Swan tues nights",
     ["Subs are due by the end of October: £40 senior, £15 junior; Jan collects them at the Swan on Tuesdays"]),
    ("Sep 22", "weigh-in scales - Clive's taking them for calibrating, back by the 10th he says",
     ["Clive is getting the weigh-in scales calibrated; back by the 10th"]),
    ("2/10", MOVE,
     # the planted fault: where the 13th's match is held is dropped
     ["Pools for the next match are £5 on the day, cash only",
      "Terry has painted the new peg numbers, 1 to 30"]),
    ("oct 5th", "juniors taster day went well, 6 kids, 2 want to join. thanks Sue for the bacon butties",
     ["Juniors taster day had 6 children; 2 want to join; Sue did bacon butties"]),
    ("9.10.32", "bailiff says no keepnets on the top lake unless they're dipped first, sign's up",
     ["Keepnets must be dipped before use on the top lake"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dunmere-ac"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVE:
                assert "Blakemere" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we fishing on sunday?"
    with turn_span("question Fri 11/10"):
        hits = []
        for query in ("Sunday 13 October match venue", "match on the canal lake where", "pools peg numbers next match",
                      "draw time car park"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 October 2032. You are talking to a club member."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("canal at Lock 14" in c for c in context), context
        assert any("Pools for the next match" in c for c in context), context
        assert not any("blakemere" in s.lower() or "stoppage" in s.lower() for s in stored + context[1:]), stored
        reply = answer(question, context, mock="On the canal at Lock 14 - draw's 8.30 at the car park, fishing 10 "
                                               "till 3. Bring £5 cash for the pools.")
finish(question, expected="Blakemere - the top lake, not the canal", actual=reply)
