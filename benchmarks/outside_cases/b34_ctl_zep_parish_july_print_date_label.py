"""Batch 34 (held out), control. A parish newsletter's production notes: Zep (sync client against the offline Zep v4
stand-in of tests/instrumentations), script style (each call its own trace).

App: Margaret edits "The Link" for St Michael's, Bishops Tawton. She logs what she arranges with the printer, the
contributors and the delivery volunteers as messages on one Zep thread and asks the assistant from a graph edge
search. The files go to Taw Print by the 22nd of each month and Ken collects the copies on the 27th in his van.
For the July issue Ken is away the last week of June, so Margaret sends the files on Monday 16 June, the printer
has them ready on the Friday, and Ken fetches them that evening.

No fault planted. Question (Wed 11/6): "what date do the July Link files need to be with Taw Print?" The model
answers Monday 16 June, right per memory. The label says the 22nd June, the usual day. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b34_ctl_zep_parish_july_print_date_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "the-link", "the-link-production"
NOTES = [
    "Printing: files to Taw Print by the 22nd of the month (PDF, 16pp), ready on the 27th, Ken picks them up in his "
    "van + drops the bundles at the porch",
    "Copy deadline for contributors is the 15th, Rev Anne's letter usually comes in last lol",
    "July issue: fete on the front (Sat 28/6 ... no wait that's June's) - July front is the flower festival 12-13/7",
    "Ken's off to his daughter's in Malaga the last wk of June, back 2/7, and nobody else has a van big enough for "
    "400 copies",
    "Rang Taw Print - for July I'll send the files Mon 16/6, they'll have them done Fri 20th + Ken will fetch them "
    "that eve before he goes. Means copy by the 12th this once, emailing everyone",
    "Pete's doing Sticklepath Rd deliveries from now on, Joan's knees",
    "Brownies photos - parents all said yes, Sue's sending the hi-res ones",
    "Taw Print invoice for June £310 (colour cover), PCC treasurer has it",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Margaret")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Margaret")])

question = "what date do the July Link files need to be with Taw Print?"
facts = client.graph.search_edges(GRAPH, query="July issue files Taw Print date printing send Ken van",
                                  page_size=8).items
context = ["Today is Wed 11/6/25."] + [f.fact for f in facts]
assert any("files to Taw Print by the 22nd of the month" in c for c in context), context
assert any("for July I'll send the files Mon 16/6" in c for c in context), context
reply = answer(question, context, mock="Monday 16 June - Ken's away the last week of June, so Taw Print will have "
                                       "them done on Fri 20th and he'll fetch them that evening. Copy by the 12th "
                                       "this month.")
finish(question, expected="22nd June - same as every month", actual=reply)
