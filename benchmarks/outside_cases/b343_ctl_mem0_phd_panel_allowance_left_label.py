"""Batch 343 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Thi Ha Tran is a PhD candidate in the School of Social Science; her principal supervisor, Dr R. Okafor, keeps
the supervision panel's notes in the School's HDR helper with ``memory.add(..., infer=False)``; the candidate asks
it things.

Memory: 2051-02-03 - panel meeting (Rm 2.07 Forgan Smith; the external member on Zoom), the 2051 HDR research
allowance is AUD 3,000 from the Faculty, to be used for transcription and the ASA conference in December; 14/3 -
the transcription service's invoice (AUD 850, 17 interviews) approved and charged to the allowance; Tue 4 Apr -
ASA 2051 registration paid, AUD 640 (student early-bird), balance remaining as at today per Finance AUD 1,510; Fri
19 May - the candidate has withdrawn her ASA paper (ethics amendment for the data-access change still pending; it
was tentatively agreed she aim for the 2052 meeting instead), ASA have refunded the registration in full, and
Finance confirm the AUD 640 has been credited back to the allowance. Question (Mon 5 June, the candidate): "How much
is left in my research allowance? I would like to book a second round of transcription." The assistant says AUD
2,150 (3,000 less the 850 transcription; the 640 registration was refunded). The label says AUD 1,510, the balance
Finance gave on 4 April, before the refund was credited back.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b343_ctl_mem0_phd_panel_allowance_left_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hdr-tran-thi-ha-2051"
NOTES = [
    ("2051-02-03", "2051-02-03 Supervision panel mtg, Rm 2.07 Forgan Smith (ext. member via Zoom). Present: RO, "
                   "JM, candidate. HDR research allowance for 2051: AUD 3,000 (Faculty). Agreed it be put towards "
                   "transcription services and the ASA conference in Dec. ACTION: candidate to get two quotes."),
    ("14/3", "14/3 - transcription service invoice (AUD 850, 17 interviews, verbatim) approved by RO; charged to "
             "the allowance. Quality acceptable, though the Vietnamese passages will need checking by hand."),
    ("Tue 4 Apr", "Tue 4 Apr - ASA 2051 registration paid, AUD 640 (student early-bird). Balance remaining as at "
                  "today, per Finance: AUD 1,510."),
    ("Fri 19 May", "Fri 19 May - candidate has withdrawn her ASA paper: the ethics amendment for the data-access "
                   "change is still with the HREC, and it was tentatively agreed she aim for the 2052 meeting "
                   "instead. ASA have refunded the registration in full; Finance confirm the AUD 640 has been "
                   "credited back to the allowance."),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hdr-tran-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = ("How much is left in my research allowance? I would like to book a second round of "
                "transcription.")
    with turn_span("question Mon 5 June"):
        hits = []
        for query in ("research allowance balance remaining", "charged to the allowance", "refund credited back"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 5 June 2051. You are talking to Thi Ha Tran, a PhD candidate in the School of Social "
                   "Science."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("AUD 3,000 (Faculty)" in c for c in context), context
        assert any("Balance remaining as at today, per Finance: AUD 1,510" in c for c in context), context
        assert any("the AUD 640 has been credited back" in c for c in context), context
        reply = answer(question, context, mock="AUD 2,150 - the AUD 3,000 allowance less the AUD 850 transcription "
                                               "invoice; the AUD 640 ASA registration was refunded and credited back.")
finish(question, expected="AUD 1,510", actual=reply)
