"""Batch 342 (held out). A mobile banking app's release train: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per Slack message and one for the question.

App: the Ledgerly mobile team (iOS + Android banking app) ship on a two-week release train. June (the release
manager) pastes her #release-train Slack messages into the team's helper with
``memory.add(messages, user_id=..., metadata={"ts": ...})``; engineers ask it things about the train.

Planted fault (ExtractionError, a fact dropped at extraction): June's message of 2026-04-27T17:05Z sets the 4.12.0
train - branch cut Mon 5/4, code freeze Wed 5/6 EOD PT, RC to QA Thu, store submit Mon 5/11. Her message of
2026-05-05T15:40-07:00 (a Tuesday) says PROJ-1234 (the Zelle limits copy) is still blocked on legal, so the freeze
slips to the day after tomorrow, EOD PT (i.e. Thu 5/7), and in passing that nobody merges to `release/4.12`
without a PROJ ticket and that the RC stays numbered 4.12.0-rc1. The extraction keeps the merge rule and the PROJ-1234
block and drops the slip, so Wed 5/6 stays the only freeze date stored. Question (Wed 5/6, 1:30pm PT, Omar, an
Android dev): "when's code freeze for 4.12? trying to land PROJ-1290 before it" -> expected Thu 5/7 EOD PT (the
day after tomorrow from June's Tuesday message). The assistant says today, Wed 5/6 EOD PT.

Why this is temporal: the answer depends on when June said "the day after tomorrow" - resolved against her message's
own timestamp (Tue 2026-05-05), it is Thu 2026-05-07.

Expected verdict: ExtractionError at mem0.extract inside the 2026-05-05 add (fault() wraps that one add): the message
given to mem0 moved the freeze, and what was made from it leaves that out, so the store never held the date the
answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the message has the
slip; no stored memory or context line mentions the slip, Thursday or the day after tomorrow; the merge rule from the
same message is stored; the first message's "code freeze Wed 5/6" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b342_mem0_banking_release_code_freeze_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ledgerly-mobile-rm-june"
CUT = ("2026-05-05T15:40-07:00 june: PROJ-1234 (zelle limits copy) STILL blocked on legal 🙃 so freeze slips to the "
       "day after tomorrow, EOD PT. RC numbering stays 4.12.0-rc1. also pls stop merging to `release/4.12` w/o a "
       "PROJ ticket in the PR title, the changelog bot can't pick them up")
NOTES = [
    ("2026-04-27T17:05Z", "2026-04-27T17:05Z june: 🚂 4.12.0 train - branch cut Mon 5/4, code freeze Wed 5/6 EOD PT, "
                          "RC to QA Thu am, store submit Mon 5/11 if QA is green. RM = me, backup @omar",
     ["The 4.12.0 release train: branch cut Mon 5/4, code freeze Wed 5/6 EOD PT",
      "4.12.0 RC goes to QA Thursday morning; store submission Mon 5/11 if QA is green",
      "June is release manager for 4.12.0, Omar is backup"]),
    ("2026-04-30T20:12Z", "2026-04-30T20:12Z june: reminder `instant_transfers_v2` ships dark in 4.12.0, ramp starts "
                          "post-release at 10%. android vitals on 4.11.3 look fine (crash-free 99.7%)",
     ["instant_transfers_v2 ships dark in 4.12.0 and ramps post-release from 10%",
      "Android crash-free rate on 4.11.3 is 99.7%"]),
    ("2026-05-05T15:40-07:00", CUT,
     # the planted fault: the freeze slip to the day after tomorrow (Thu 5/7) is dropped
     ["PROJ-1234 (Zelle limits copy) is blocked on legal",
      "Merges to release/4.12 need a PROJ ticket in the PR title"]),
    ("2026-05-06T09:10-07:00", "2026-05-06T09:10-07:00 june: QA env `qa-mobile-3` is back up after the cert renewal. "
                               "RC build will be `4.12.0-rc1` (build 41207), testflight + internal track",
     ["QA env qa-mobile-3 is back up after a cert renewal",
      "The RC build will be 4.12.0-rc1 (build 41207) on TestFlight and the internal track"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ledgerly-train-4-12"))
    for i, (ts, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"slack-{i} {ts}"):
            if note == CUT:
                assert "freeze slips to the day after tomorrow, EOD PT" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"ts": ts})
            else:
                memory.add(msgs, user_id=USER, metadata={"ts": ts})
    question = "when's code freeze for 4.12? trying to land PROJ-1290 before it"
    with turn_span("question 2026-05-06T13:30-07:00"):
        hits = []
        for query in ("4.12 code freeze date", "when is the freeze", "release train 4.12.0 schedule"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Now: Wed 2026-05-06 1:30pm PT. You are talking to Omar, an Android dev at Ledgerly."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("slip", "thu 5/7", "thursday 5/7", "day after tomorrow", "5/7")), stored
        assert any("code freeze Wed 5/6 EOD PT" in c for c in context), context
        assert any("PROJ ticket" in s for s in stored), stored
        reply = answer(question, context, mock="Today - code freeze for 4.12.0 is Wed 5/6 EOD PT, so land PROJ-1290 "
                                               "in the next few hours.")
finish(question, expected="Thu 5/7 EOD PT - the freeze slipped to the day after tomorrow (from Tue 5/5) over PROJ-1234",
       actual=reply)
