"""Batch 10 (held out), control: no fault. Primary-school parents' assistant: Zep (v4 client against the in-process
stand-in), one root span per turn.

App: the class teacher's updates are posted to the parents' assistant; each goes into the class thread, and Zep turns
it into facts on the class graph. Parents ask questions; the assistant answers from ``graph.search_edges`` and litellm.

Memory (right): on 2 June the teacher wrote "The coach for the Year 4 trip to the Roman fort leaves school at 7:30 on
Friday 12 June"; on 9 June, "Change for Friday's Roman fort trip: the coach company moved us to a later slot, the coach
now leaves at 8:15 - please don't come at 7:30." Both facts are retrieved. Question: "What time does the coach leave
for the Roman fort on Friday?" The assistant answers "8:15 (it was moved from 7:30)". The annotator's label is "half
past seven": the departure time that was replaced on 9 June. Nothing was lost: the label is wrong.

Expected verdict: AnnotationError (the label's value is in the context, but superseded).
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b10_ctl_zep_school_trip_superseded_label", ["zep", "litellm"])

import zep_cloud  # noqa: E402
from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "class-4b-parents", "class-4b-updates"
server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mrs Achebe")
client = zep_client(server)
POSTS = [
    "The coach for the Year 4 trip to the Roman fort leaves school at 7:30 on Friday 12 June; packed lunch needed.",
    "Reminder: swimming kit on Wednesdays this term.",
    "Change for Friday's Roman fort trip: the coach company moved us to a later slot, the coach now leaves at 8:15 - "
    "please don't come at 7:30.",
]
for i, text in enumerate(POSTS, 1):
    with turn_span(f"turn-{i} teacher post"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Mrs Achebe")])

question = "What time does the coach leave for the Roman fort on Friday?"
with turn_span("turn-4 parent question"):
    facts = client.graph.search_edges(GRAPH, query="coach leaves Roman fort trip Friday", page_size=3).items
    context = [f.fact for f in facts]
    assert any("8:15" in c for c in context) and any("leaves school at 7:30" in c for c in context), context
    reply = answer(question, context, mock="The coach now leaves at 8:15 on Friday - it was moved from 7:30.")
finish(question, expected="half past seven", actual=reply)
