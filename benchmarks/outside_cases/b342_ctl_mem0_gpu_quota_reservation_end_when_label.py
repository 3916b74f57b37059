"""Batch 342 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each ticket
comment stored as written; in-memory qdrant), one root span per comment and one for the question.

App: the ML platform team hand out GPU reservations on the shared cluster through MLP-#### tickets. Dana (ML
platform on-call) pastes the ticket comments into the team's helper with ``memory.add(..., infer=False)``; the
requesting teams ask it about their reservations.

Memory: 2026-05-04T16:00Z - MLP-3318 (nlp-eval) approved, 8x H100 in `us-central1-a` reserved for two weeks from
today, i.e. through Mon 5/18, release when done; 5/6 - nlp-eval using 6 of the 8, ~70% util, fine; Thu
2026-05-14T21:30Z - on MLP-3318, @hkim asked for more time for the long-context evals, so the reservation's extended
by a week past the original end date, same 8 cards; Fri 5/15 - MLP-3320 (vision) for 4x H100 denied, pool full till
the end of the month. Question (Tue 5/19, Lin from nlp-eval): "when does our H100 reservation on MLP-3318 end? need
to plan the last eval run" The assistant says Mon 5/25 (the original end, Mon 5/18, plus the week's extension). The
label says Mon 5/18 - the date before the extension.

Why temporal: "two weeks from today" on 5/4 is Mon 5/18, and "a week past the original end date" said on 5/14 is
Mon 5/25; the right answer depends on the later comment's extension.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b342_ctl_mem0_gpu_quota_reservation_end_when_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "mlp-quota-dana"
NOTES = [
    ("2026-05-04T16:00Z", "2026-05-04T16:00Z MLP-3318 (nlp-eval) approved ✅ 8x H100 in `us-central1-a` reserved for "
                          "two weeks from today, i.e. through Mon 5/18. pls release when done, don't sit on them"),
    ("2026-05-06", "5/6 MLP-3318 check-in: nlp-eval using 6/8, util ~70%, fine. reminded them about the preemptible "
                   "pool for sweeps"),
    ("2026-05-14T21:30Z", "2026-05-14T21:30Z MLP-3318: @hkim asked for more time for the long-context evals, "
                          "extended the reservation by a week past the original end date. same 8 cards, same zone"),
    ("2026-05-15", "Fri 5/15 MLP-3320 (vision, 4x H100) denied, pool's full till end of month. offered A100s "
                   "instead"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="mlp-gpu-tickets"))
    for i, (ts, note) in enumerate(NOTES, 1):
        with turn_span(f"comment-{i} {ts}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"ts": ts}, infer=False)
    question = "when does our H100 reservation on MLP-3318 end? need to plan the last eval run"
    with turn_span("question 2026-05-19"):
        hits = []
        for query in ("MLP-3318 reservation end date", "H100 reservation extended", "nlp-eval H100"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Now: Tue 2026-05-19 09:00 PT. You are talking to Lin from the nlp-eval team."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("i.e. through Mon 5/18" in c for c in context), context
        assert any("extended the reservation by a week past the original end date" in c for c in context), context
        reply = answer(question, context, mock="Mon 5/25 - it was through Mon 5/18, and on 5/14 it was extended by a "
                                               "week past that. Same 8 H100s in us-central1-a.")
finish(question, expected="Mon 5/18", actual=reply)
