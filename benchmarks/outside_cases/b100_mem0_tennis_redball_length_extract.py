"""Batch 100 (held out). A junior tennis club's head coach's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dan, head coach at Letchworth Lawn Tennis Club, drops quick notes about the junior squads into his helper
after sessions and phone calls; each goes into mem0 with ``memory.add(messages, user_id="dan-llltc",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Parents ask the helper about sessions.

Planted fault (ExtractionError, omitted at extraction): the note of 29.10 says the committee okayed the red ball
squad going to an hour and a half on Saturdays from the 8th (9 till 10.30, courts 5+6 as now), £2 a week extra on
the term fee, and that Olly is helping on court 6. The extraction keeps Olly and drops the new length and times.
The note of 3/9 (red ball Sat 9.30-10.30, 1 hr, courts 5 + 6) is still in memory. Question (Thu 13/11, a parent):
"how long is the red ball session on a saturday? trying to sort a lift share" -> expected an hour and a half (9 to
10.30). The assistant says an hour.

Expected verdict: ExtractionError at mem0.extract inside the 29.10 add (fault() wraps that one add). Asserted: the
note says 9-10.30; no stored memory or context line mentions 10.30 or an hour and a half, while the 3/9 line is in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b100_mem0_tennis_redball_length_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dan-llltc"
COMMITTEE = ("cttee ok'd it!! red ball sqd goes to 1hr30 on sats from the 8th, 9 till 10.30, cts 5+6 same as now. "
             "£2/wk extra on the term fee, Sandra's emailing parents. Olly (my L2 asst) helping on ct 6")
NOTES = [
    ("3/9", "autumn term sqds: red ball (6-8s) sat 9.30-10.30 = 1hr, courts 5 + 6. orange thurs 4.30-5.30 ct 4. "
            "yellow weds 5-6.30 cts 1-3, need a 2nd coach for yellow really",
     ["The red ball squad (ages 6-8) trains on Saturdays 9.30-10.30 (1 hour) on courts 5 and 6",
      "The orange ball squad trains on Thursdays 4.30-5.30 on court 4",
      "The yellow ball squad trains on Wednesdays 5-6.30 on courts 1-3"]),
    ("17-9", "floodlights on ct 4 flickering again, told Keith (grounds). orange lot moved to ct 3 thurs till "
             "fixed. Amara in red ball lost her racket cover, blue w stars",
     ["The floodlights on court 4 are faulty; Keith (grounds) has been told",
      "The orange ball squad uses court 3 on Thursdays until the floodlights are fixed"]),
    ("29.10", COMMITTEE,
     # the planted fault: the new length and times are dropped
     ["Olly, a Level 2 assistant coach, is helping on court 6 with the red ball squad"]),
    ("Sat 1 Nov", "red ball - 14 in today, did the crocodile rally game, they loved it. half of them still "
                  "serving underarm which is fine at that age",
     ["14 children came to red ball on 1 November"]),
    ("6/11", "county mini tennis festival sun 23rd nov at Hitchin, 4 of my red ballers entered, £6 each, need a "
             "parent helper",
     ["Four red ball players are entered in the county mini tennis festival at Hitchin on Sunday 23 November, "
      "£6 each"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dan_llltc"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == COMMITTEE:
                assert "9 till 10.30" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how long is the red ball session on a saturday? trying to sort a lift share"
    with turn_span("question Thu 13/11"):
        hits = []
        for query in ("red ball squad Saturday session", "red ball session length times", "red ball courts"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 13 November 2036. You are talking to a parent of a red ball player."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Saturdays 9.30-10.30 (1 hour)" in c for c in context), context
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("10.30 on", "9 till", "1hr30", "hour and a half", "90 min", "£2")), stored
        assert not any("9-10.30" in s for s in stored + context), stored
        reply = answer(question, context, mock="An hour - it's 9.30 to 10.30 on Saturdays, on courts 5 and 6.")
finish(question, expected="90 minutes (9 to half ten)", actual=reply)
