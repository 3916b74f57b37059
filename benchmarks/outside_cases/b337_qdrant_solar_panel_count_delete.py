"""Batch 337 (held out). A solar-panel installer's CRM: qdrant collection of a job's CRM notes, one root span per
note, one for the ops coordinator's clean-up and one for the question; the clean-up deletes, by a payload filter,
the site survey notes once the survey stage is closed, and one of them also carried the revised panel count.

App: SunCrest Solar (Sacramento, CA) logs every CRM note on a residential job into one qdrant collection (payload
``stage``: sales, design, survey, permit, install; ``job``: SC-3092). When a job's survey stage is closed the ops
coordinator deletes its survey notes with a filter on ``stage`` (the photos and the signed change order live in the
job folder); the crew's helper answers from the 4 nearest notes.

Planted fault (DeletionError): Tyler's sales note (08/27/2026 3:15 PM) has the Okafor job signed at 24 x REC 410W
(9.84 kW DC), and design v1 (09/02/2026) lays out 24 modules. Marco's survey note (9/10/2026 11:20 AM) says the
rafters and the 200A panel are fine, and that the vent stack and skylight on the south face plus the county's 36"
fire setback lose 2 modules - 22 panels now, 9.02 kW, change order #1 signed (-$2,460). The clean-up (Mon 10/26)
deletes the survey notes, that one with them. Question (Wed 10/28/2026, Luis, crew 2 lead): "how many panels are
we putting on the Okafor roof tomorrow? loading the truck tonight" -> expected 22 (a count). The assistant says
24.

Expected verdict: DeletionError at qdrant's delete (the clean-up, wrapped in fault()): the survey note was in the
collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on 22 panels, 9.02 kW, the setback or the change order); the sales note's 24 x REC 410W is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b337_qdrant_solar_panel_count_delete", ["qdrant", "litellm"])

from b3_support import turn_span  # noqa: E402
from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

COLL = "suncrest-crm-sc-3092"
SURVEY = ("9/10/2026 11:20 AM (Marco R.) - Site survey done at Okafor. Comp shingle, 2x6 rafters @ 24\" OC, fine. "
          "Main panel 200A, no upgrade needed. BUT vent stack + a skylight on the south face and the county's 36\" "
          "fire setback = we lose 2 modules -> 22 panels now, 9.02 kW. Mr. Okafor OK'd it on site, CO #1 signed "
          "(-$2,460). Attic access via hallway closet.")
NOTES = [
    (1, "sales", "Tyler B.", "08/27/2026 3:15 PM - SIGNED! Chidi + Ada Okafor, 1418 Larkspur Ln. 24 x REC 410W "
                             "(9.84 kW DC), Enphase IQ8M micros, $29,520 before the 30% ITC, GoodLeap 25 yr. They "
                             "want panels on the south + west faces only, nothing on the street side."),
    (2, "design", "Priya K.", "09/02/2026 - Okafor design v1 (Aurora): 24 modules, 16 south / 8 west, est. 13,900 "
                              "kWh/yr, 104% offset. Sent to Tyler for the survey."),
    (3, "survey", "Marco R.", SURVEY),
    (4, "survey", "Marco R.", "9/10 - survey photos uploaded to the job folder (38 pics). Dog in the backyard, "
                              "friendly, but CLOSE the side gate."),
    (5, "permit", "Dana L.", "09/24/2026 - permit submitted to Sacramento County, BP26-14877, est. 10 business "
                             "days. PTO app to SMUD after final inspection."),
    (6, "install", "Dana L.", "10/20/2026 - Okafor install scheduled Thu 10/29, crew 2 (Luis lead), 7:30 AM "
                              "arrival. Pull the material list from the design file."),
]

client = QdrantClient(":memory:")
client.create_collection(COLL, vectors_config=models.VectorParams(size=256, distance=models.Distance.COSINE))
for pid, stage, who, text in NOTES:
    with turn_span(f"crm-note-{pid}"):
        client.upsert(COLL, points=[models.PointStruct(id=pid, vector=offline.embed([text])[0],
                                                       payload={"text": text, "stage": stage, "by": who,
                                                                "job": "SC-3092"})])
assert client.count(COLL).count == len(NOTES)

question = "how many panels are we putting on the Okafor roof tomorrow? loading the truck tonight"
vec = offline.embed([question])[0]
with turn_span("survey stage clean-up Mon 10/26/2026"):
    before = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    assert SURVEY in before, before
    closed = models.Filter(must=[models.FieldCondition(key="stage", match=models.MatchValue(value="survey")),
                                 models.FieldCondition(key="job", match=models.MatchValue(value="SC-3092"))])
    with fault():
        client.delete(COLL, points_selector=models.FilterSelector(filter=closed))

with turn_span("question Wed 10/28/2026"):
    stored = [p.payload["text"] for p in client.scroll(COLL, limit=100)[0]]
    hits = [p.payload["text"] for p in client.query_points(COLL, query=vec, limit=4).points]
    context = ["Today is Wednesday 10/28/2026. You are talking to Luis, crew 2 lead at SunCrest Solar."] + hits
    assert SURVEY not in stored and not any(w in c.lower() for c in stored + context
                                            for w in ("22 panels", "9.02", "setback", "co #1")), stored
    assert any("24 x REC 410W" in c for c in context), context
    reply = answer(question, context, mock="24 panels - REC 410W, 16 on the south face and 8 on the west, with "
                                           "the IQ8M micros.")
finish(question, expected="22 - the survey lost 2 modules to the vent stack, skylight and fire setback (CO #1)",
       actual=reply)
