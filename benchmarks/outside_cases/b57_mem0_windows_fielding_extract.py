"""Batch 57 (held out). A window cleaner's round book: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Dean Walsh cleans windows round Kirkby Stephen and the villages (a four-weekly round, about ninety houses, water
fed pole off the van). He dictates notes into his phone at the end of each street with ``memory.add(messages,
user_id="dean-windows", metadata={"date": ...})``; mem0's LLM pulls the facts out. Ten notes, 30 Apr - 19 May 2026.

Planted fault (ExtractionError, omitted at extraction): on 6/5 Dean notes "Fielding 14 Ash Gv - she caught me, can I
do the conservatory roof next time as well, its green!! said £25 on top of the usual 18, she's fine w that. back gate
code's 4471 now (new lock). leaves cash under the mat if shes at work". The extraction keeps the gate code and the
cash under the mat, and drops the conservatory roof at £25 on top. Question (Mon 1/6, the night before Ash Grove):
"how much should Mrs Fielding be leaving me under the mat tomorrow?" -> expected £43 (£18 + £25 for the roof). The
assistant says £18.

Expected verdict: ExtractionError at mem0.extract inside the 6/5 add (fault() wraps that one add). Asserted: the note
says £25 on top for the roof; no stored memory mentions the conservatory or £25/£43, while the gate code from the
same note is in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b57_mem0_windows_fielding_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dean-windows"
FIELDING = ("Fielding 14 Ash Gv - she caught me, can I do the conservatory roof next time as well, its green!! said "
            "£25 on top of the usual 18, she's fine w that. back gate code's 4471 now (new lock). leaves cash under "
            "the mat if shes at work")
NOTES = [
    ("2026-04-30", "thurs - Ash Gv + Croft St done, 22 houses, £396 in the tin, 3 owe. van's pump making a noise",
     ["Ash Grove and Croft Street were done on Thursday 30 April: 22 houses, £396 taken, 3 owe",
      "The van's water pump is making a noise"]),
    ("2026-05-01", "Mrs Fielding 14 Ash Grove - £18 fronts + backs, 4 wkly, pays cash, big conservatory on the back",
     ["Mrs Fielding at 14 Ash Grove pays £18 cash for fronts and backs every four weeks",
      "Mrs Fielding has a big conservatory on the back"]),
    ("2026-05-02", "new DI resin filter ordered £64.99 from the window cleaning warehouse, should come tues",
     ["Ordered a new DI resin filter for £64.99, due Tuesday"]),
    ("2026-05-04", "no.9 Croft St (the Bells) moving out end of may, new ppl might want keeping on - leave a card",
     ["The Bells at 9 Croft Street are moving out at the end of May; leave a card for the new people"]),
    ("2026-05-06", FIELDING,
     # the planted fault: the conservatory roof at £25 on top is not extracted
     ["Mrs Fielding's back gate code is 4471 (new lock)",
      "Mrs Fielding leaves cash under the mat if she is at work"]),
    ("2026-05-08", "Brough - the farm shop wants the big shop windows doing every 2 wks now, £30 a go, invoice monthly",
     ["The farm shop at Brough wants its shop windows done every two weeks at £30, invoiced monthly"]),
    ("2026-05-11", "rained off mon + tues, caught up weds. Winton still to do",
     ["Rained off Monday and Tuesday 11-12 May; Winton still to do"]),
    ("2026-05-13", "Mr Pickup (Winton, Rose Cott) - skip the side window, he's having it replaced, fitters 20th",
     ["Skip Mr Pickup's side window at Rose Cottage, Winton; it is being replaced on the 20th"]),
    ("2026-05-15", "paid Tom for his 2 days helping, £180 cash. he's keen to do more over summer",
     ["Paid Tom £180 cash for two days' help; he wants more work over the summer"]),
    ("2026-05-19", "Ash Gv next due tues 2nd june, start at the top end by the school before the mums park up",
     ["Ash Grove is next due on Tuesday 2 June; start at the school end before parents park"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dean-windows"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == FIELDING:
                assert "£25 on top of the usual 18" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much should Mrs Fielding be leaving me under the mat tomorrow?"
    with turn_span("question Mon 1/6"):
        hits = []
        for query in (question, "Mrs Fielding 14 Ash Grove price cash", "conservatory roof extra"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 1 June 2026 (tomorrow, Tue 2 June, is Ash Grove)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("4471" in c for c in context), context
        assert any("pays £18 cash" in c for c in context), context
        assert not any("conservatory roof" in s.lower() or "£25" in s or "43" in s or "green" in s
                       for s in stored + context[1:]), stored
        reply = answer(question, context, mock="£18 - that's her usual for fronts and backs, cash under the mat if "
                                               "she's at work. Gate code's 4471.")
finish(question, expected="£43, her £18 plus the £25 she agreed for the conservatory roof", actual=reply)
