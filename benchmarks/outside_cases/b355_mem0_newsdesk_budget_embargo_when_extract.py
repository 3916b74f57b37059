"""Batch 355 (held out). A regional daily's news desk: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per desk note and one for the question.

App: the news desk of the Wharfedale Evening Post keeps its running notes - the story budget, slugs, word counts,
bylines, embargoes, "hold for legal" - in a desk helper. Karen (the news editor) types each note in with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the night desk asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Karen's budget note of 2051-03-06T10:15 (a Monday)
has COUNCIL-BUDGET at 650w + a 200w panel, byline Sian Morgan, papers embargoed until 00:01 Weds 8th. Her note of
Tue 7 Mar 16:40 says the council press office has just rung - the leader's statement isn't signed off, so they've
pushed the papers back a day, "embargo now 00:01 the day after tomorrow" (said on Tuesday: 00:01 Thursday 9 March)
- and, in the same note, Sian is to add two pars on the reserves and Pete's off tomorrow with Dev subbing. The
extraction keeps the two pars and the rota and drops the embargo change: 00:01 Weds 8th stays the only embargo
stored. Question (Tue 7 Mar, 21:10, the night editor): "when can COUNCIL-BUDGET go up on the website? don't want to
break the embargo" -> expected 00:01 Thursday 9 March (the note's "day after tomorrow", said on the Tuesday). The
assistant says 00:01 tonight, Wednesday 8 March.

Expected verdict: ExtractionError at mem0.extract inside the Tue 7 Mar add (fault() wraps that one add): the note
given to mem0 moves the embargo a day, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the
new embargo; no stored memory or context line mentions the day after tomorrow, the push back or the leader's
statement; the reserves pars from the same note are stored; the first note's 00:01 Weds 8th is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b355_mem0_newsdesk_budget_embargo_when_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wep-newsdesk-karen"
CUT = ("Tue 7 Mar 16:40 - council press office just rang, leader's statement still not signed off so they've pushed "
       "the budget papers back a day: COUNCIL-BUDGET embargo now 00:01 the day after tomorrow. Sian to keep the 650w "
       "but add 2 pars on the reserves (the £4.1m draw-down). FYI Pete's off tomorrow, Dev subbing news pages")
NOTES = [
    ("2051-03-06T10:15", "2051-03-06T10:15 BUDGET - slug COUNCIL-BUDGET, 650w + panel 200w (what it means for ur "
                         "council tax), byline Sian Morgan. papers embargoed until 00:01 Weds 8th, press brief at the "
                         "town hall tmrw 11am. pix: library shot of the civic centre, NOT the one w/ the scaffolding",
     ["COUNCIL-BUDGET is 650 words plus a 200-word council tax panel, byline Sian Morgan",
      "The council budget papers are embargoed until 00:01 Weds 8th March",
      "Council budget press briefing at the town hall Tuesday 11am",
      "COUNCIL-BUDGET picture: library shot of the civic centre, not the one with the scaffolding"]),
    ("6/3 14.20", "6/3 14.20 FLOODS-INQUIRY moved to p5, cut to 400w, hold for legal (names the contractor). "
                  "COUNCIL-BUDGET stays the p1 lead for weds, SCHOOL-MEALS p3 Amy 500w",
     ["FLOODS-INQUIRY moved to page 5, cut to 400 words, held for legal because it names the contractor",
      "COUNCIL-BUDGET is the page 1 lead",
      "SCHOOL-MEALS is on page 3, 500 words by Amy"]),
    ("Tue 7 Mar 16:40", CUT,
     # the planted fault: the embargo moving to 00:01 the day after tomorrow is dropped
     ["Sian to add 2 paragraphs on the reserves (the £4.1m draw-down) to COUNCIL-BUDGET, still 650 words",
      "Pete is off Wednesday; Dev is subbing the news pages"]),
    ("Tue 7/3 17:55", "Tue 7/3 17:55 night desk handover - p1 locks 21:30, web team on till midnight (Josh). "
                      "BYPASS-CASH down to a nib 120w, agency pic for the match. Correction on SCHOOL-MEALS online: "
                      "an earlier version said 14 schools, it's 12",
     ["Page 1 locks at 21:30; the web team (Josh) is on till midnight",
      "BYPASS-CASH is down to a 120-word nib",
      "Correction on SCHOOL-MEALS online: an earlier version said 14 schools, it is 12"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wep-newsdesk-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "embargo now 00:01 the day after tomorrow" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when can COUNCIL-BUDGET go up on the website? don't want to break the embargo"
    with turn_span("question Tue 7/3 21:10"):
        hits = []
        for query in ("COUNCIL-BUDGET embargo", "when can the budget story be published", "council budget papers"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Now: Tue 7 March 2051, 21:10. You are talking to the night editor of the Wharfedale Evening Post."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("day after tomorrow", "pushed", "back a day", "leader's statement", "thursday",
                                 "9th")), stored
        assert any("embargoed until 00:01 Weds 8th March" in c for c in context), context
        assert any("reserves" in s for s in stored), stored
        reply = answer(question, context, mock="00:01 tonight - Wednesday 8 March. It can go live on the web just "
                                               "after midnight; Josh is on till then.")
finish(question, expected="00:01 Thursday 9 March - the council pushed the papers back a day on Tuesday",
       actual=reply)
