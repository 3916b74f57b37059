"""Batch 343 (held out), CONTROL: nothing planted; the label is wrong. qdrant collection, two writers in threads
(the treasurer and the tour manager each file their own notes), then the question's query.

App: the Jacaranda University Choir (Brisbane) tour British Columbia and Alberta in late June 2051 - Vancouver,
Victoria, Calgary. The tour committee's treasurer (P. Bui) and tour manager (Dr H. Marsh) file committee notes into
one qdrant collection; the helper answers choristers' questions from the 5 nearest notes.

Memory: treasurer, 2051-02-14 - minutes, item 3 (finance): the per-chorister tour levy is set at CAD 1,150
(billets/hostel, coach hire, the Calgary workshop fee), flights excluded; treasurer, Thu 2 March - for choristers'
budgeting, CAD 1,150 is about AUD 1,280 at today's rate, and invoices will be issued in AUD: AUD 1,280, in two
instalments of AUD 640 (31 March, 31 May); tour manager, 9/3 - group fare BNE-YVR held until 20 March, deposit AUD
300 per person; tour manager, Fri 17 March - concert dress, black with the new teal scarves (AUD 25, optional).
Question (Mon 20 March, a chorister): "What is the tour levy in Australian dollars? I am preparing a budget for the
scholarships office." The assistant says AUD 1,280 (CAD 1,150 converted; two instalments of AUD 640). The label
says AUD 1,150 - the Canadian-dollar figure written as if it were Australian dollars.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b343_ctl_qdrant_choir_tour_levy_aud_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "jacaranda-choir-canada-tour-2051"
NOTES = {
    "treasurer": [
        (1, "Minutes, Tour Committee 2051-02-14, item 3 (Finance): the per-chorister tour levy was set at CAD 1,150, "
            "covering billets/hostel in Vancouver and Victoria, coach hire, and the Calgary workshop fee. Flights "
            "excluded. It was noted that the levy may be revisited if the Faculty grant is confirmed."),
        (2, "Thu 2 March (PB, treasurer) - for choristers' budgeting: the CAD 1,150 tour levy is about AUD 1,280 at "
            "today's rate (0.898). Invoices will be issued in AUD: AUD 1,280 per chorister, in two instalments of "
            "AUD 640 (due 31 March and 31 May)."),
    ],
    "tour-manager": [
        (3, "9/3 (HM) - group fare BNE-YVR held until 20 March; deposit AUD 300 per person to the travel agent, not "
            "to the choir account please."),
        (4, "Fri 17 March (HM) - concert dress: black, with the new teal scarves (AUD 25, optional but encouraged). "
            "Orders to the wardrobe convenor by 7 April."),
    ],
}

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))


def file_notes(who: str) -> None:
    for pid, text in NOTES[who]:
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "by": who})])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert client.count(COLL).count == 4

question = "What is the tour levy in Australian dollars? I am preparing a budget for the scholarships office."
hits = [p.payload["text"] for p in client.query_points(COLL, query=offline.embed([question])[0], limit=5).points]
context = ["Today is Mon 20 March 2051. You are talking to a chorister in the Jacaranda University Choir (Canada "
           "tour, June 2051)."] + hits
assert any("tour levy was set at CAD 1,150" in c for c in context), context
assert any("Invoices will be issued in AUD: AUD 1,280 per chorister" in c for c in context), context
reply = answer(question, context, mock="AUD 1,280 per chorister - the CAD 1,150 levy converted - invoiced in two "
                                       "instalments of AUD 640, due 31 March and 31 May. Flights are extra.")
finish(question, expected="AUD 1,150", actual=reply)
