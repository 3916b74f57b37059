"""Batch 368 (held out). A Buchan fishing co-op's landings log: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per log entry and one for
the question.

App: the Broch & Buchan Fishermen's Co-op (Fraserburgh) keep a landings log for their member boats. Moira in the
co-op office types the log and forwards the skippers' texts into the co-op's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; fish merchants, lorry drivers and the ice plant ask
it things.

Planted fault (ExtractionError, a fact dropped at extraction): the log of 06/03/51 has the Morning Star (BF 123,
skipper Alec Cowie) sailing at 0400 for an 8-9 day trip, landing Fraserburgh on Thurs 16th for the Friday market.
Alec's text forwarded on Mon 13 Mar at 1940 says the weather's gone to pot (SW 7-8 backing S 9 by Thurs), scrub the
Thursday landing, they're running for it - landing the day after the morn, Peterhead not the Broch, first light -
and, in the same text, 212 boxes aboard, fuel down to 1,900 L, 40 bins of ice wanted for the next trip. The
extraction keeps the boxes, the fuel and the ice and drops the new landing: the Thursday at Fraserburgh stays the
only landing stored. Question (Tue 14/3, Gordon, the merchant's lorry driver): "when's the Morning Star landing?
need the lorry there for her" -> expected Wednesday 15 March at first light, at Peterhead ("the day after the morn"
in a text sent on Monday 13th is Wednesday 15th). The assistant says Thursday 16th at Fraserburgh.

Expected verdict: ExtractionError at mem0.extract inside the Mon 13 Mar add (fault() wraps that one add): the text
given to mem0 moves the landing to the day after the morn at Peterhead, and what was made from it leaves that out,
so the store never held the day the answer needs; the search and the answer then worked faithfully on what was
stored. Asserted: the text has the new landing; no stored memory or context line mentions Peterhead, the day after
the morn, running for it or the scrubbed Thursday; the 212 boxes from the same text are stored; the log's Thursday
16th at Fraserburgh is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b368_mem0_broch_coop_landing_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "broch-buchan-coop-landings-moira"
CUT = ("Mon 13 Mar 1940 fwd from Alec (Morning Star): 'weather's gone to pot, SW 7-8 backing S 9 by Thurs. scrub the "
       "Thurs landing, we're running for it - landing the day after the morn, Peterhead not the Broch, first light. "
       "212 bx aboard, fuel's down to 1,900 L. need 40 bins ice for the next trip pls'")
NOTES = [
    ("06/03/51", "LOG 06/03/51 0815 - Morning Star BF 123 sailed 0400, skip Alec Cowie + 6 crew. 8-9 day trip, "
                 "intends landing Fraserburgh Thurs 16th for the Fri mkt. fuel on 6,200 L. HW 0612",
     ["Morning Star BF 123 sailed 06/03/51 at 0400, skipper Alec Cowie with 6 crew, for an 8-9 day trip",
      "Morning Star BF 123 intends landing at Fraserburgh on Thurs 16th March for the Friday market",
      "Morning Star took 6,200 L of fuel before sailing"]),
    ("Fri 10/3", "Fri 10/3 Alec txt - 'haddock + whiting steady, 140 bx aboard, bit of monk. NW 4 the now, "
                 "grand'. Girl Katie INS 74 in to PD with 96 bx, correction: 106 bx, Iain miscounted the whiting",
     ["Morning Star had 140 boxes aboard on Fri 10/3, haddock and whiting steady with some monk",
      "Girl Katie INS 74 landed 106 boxes at Peterhead (first reported as 96)"]),
    ("Mon 13 Mar", CUT,
     # the planted fault: the new landing (day after the morn, Peterhead, first light) is dropped
     ["Morning Star has 212 boxes aboard",
      "Morning Star's fuel is down to 1,900 L",
      "Morning Star needs 40 bins of ice for the next trip"]),
    ("14.3.51", "14.3.51 harbour office - Broch mkt shut Sat 18th for the drains, nae landings that day. ice plant "
                "ok, 0600-1400",
     ["Fraserburgh fish market is shut on Sat 18th March for drain works, no landings that day",
      "The ice plant is open 0600-1400"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="broch-buchan-landings-51"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"log-{i} {day}"):
            if note == CUT:
                assert "landing the day after the morn, Peterhead not the Broch" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's the Morning Star landing? need the lorry there for her"
    with turn_span("question Tue 14/3"):
        hits = []
        for query in ("Morning Star landing day", "when is the Morning Star landing", "landing port Fraserburgh"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 March 2051, 1800. You are talking to Gordon, who drives the fish merchant's lorry "
                   "for the Broch & Buchan Fishermen's Co-op boats."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("peterhead not", "day after", "running for", "scrub", "first light")), stored
        assert not any("Morning Star" in s and "Peterhead" in s for s in stored), stored
        assert any("Fraserburgh on Thurs 16th" in c for c in context), context
        assert any("212 boxes" in s for s in stored), stored
        reply = answer(question, context, mock="Thursday 16th March, at Fraserburgh - she's landing for the Friday "
                                               "market.")
finish(question, expected="Wednesday 15 March, first light, at Peterhead - Alec's running in ahead of the gale",
       actual=reply)
