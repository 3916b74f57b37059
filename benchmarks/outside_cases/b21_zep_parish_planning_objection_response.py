"""Batch 21 (held out). A parish council's planning committee log: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), one root span per note.

App: the chair of Thornby's planning committee logs site visits, residents' emails and the committee's comments
as messages on one Zep thread, and asks the assistant from a graph edge search. Fifteen notes for August-October
2025 on four applications.

Planted fault (ResponseError, ignored sufficient context): the committee met on 16/9 and sent "no objection" on
Glebe Farm (25/0412, a barn conversion; they only asked for passing places on Mill Lane during the build) and an
objection on Orchard Close (25/0388, four houses; flooding on the lower field, the access on the bend). Glebe Farm
drew the louder residents' emails beforehand. Question (Thu 2/10): "Glebe Farm or Orchard Close - which one did we
object to?" -> expected "Orchard Close". The model says Glebe Farm.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: both committee
comments are in the context the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b21_zep_parish_planning_objection_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "thornby-planning", "thornby-planning-log"
NOTES = [
    "25/0412 Glebe Farm - barn conversion to 2 houses, consultation ends 19/9. Site visit Sat 6/9 10am",
    "25/0388 Orchard Close - 4 houses on the lower field behind the Close, consultation ends 22/9",
    "3 emails from Mill Lane about Glebe Farm - lorries, the lane's single track, one v angry (Mr Rudd again)",
    "Site visit Glebe Farm 6/9: barn's falling down tbh, conversion would tidy it up. Mill Lane is narrow tho",
    "Orchard Close - Mrs Fenn sent photos of the lower field under water Feb 2024, and the access is right on the bend",
    "Cttee 16/9 (4 of us): Glebe Farm - no objection, but ask for passing places on Mill Lane + no deliveries in "
    "school run times",
    "Cttee 16/9: Orchard Close - objection sent. flooding + access on the bend, 14 residents wrote in",
    "25/0455 7 High St rear extension - no comments",
    "Mr Rudd rang the clerk AGAIN re Glebe Farm, told him the cttee's comments are on the portal",
    "Tree works 3 Church Walk (conservation area) - no objection, it's the dead ash",
    "Orchard Close - Lead Local Flood Authority also objected, 24/9",
    "District planning cttee date for Orchard Close tbc - Cllr Patel wants to speak if it goes to cttee",
    "Glebe Farm - agent emailed, happy to do the passing places, will go in the construction plan",
    "Reminder: planning comments have to go through the portal now, not email",
    "Annual planning training for cllrs - District running it Weds 12/11 6pm online",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Thornby planning")
client = zep_client(server)
for i, text in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Cllr Moore")])

question = "Glebe Farm or Orchard Close - which one did we object to?"
with turn_span("question Thu 2/10"):
    facts = client.graph.search_edges(GRAPH, query="Glebe Farm Orchard Close objection cttee 16/9 no objection",
                                      page_size=8).items
    context = ["Today is Thu 2/10/25."] + [f.fact for f in facts]
    assert any("Glebe Farm - no objection" in c for c in context), context
    assert any("Orchard Close - objection sent" in c for c in context), context
    with fault():
        reply = answer(question, context, mock="Glebe Farm - the committee raised the lorries on Mill Lane and asked "
                                               "for passing places; Mill Lane residents were very against it.")
finish(question, expected="Orchard Close - objected on flooding and the access on the bend; Glebe Farm got no "
                          "objection, just a request for passing places", actual=reply)
