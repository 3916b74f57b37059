"""Batch 86 (held out). A removals firm's job notes: Zep (sync client, the offline stand-in server), facts from the
office thread, script style.

App: Dave at Shift-It Removals drops job bits into a Zep thread as they come in (calls, site visits, the lads'
texts); the app answers the crew from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): three separate notes about the Morris job on Sat 22/8
say what extra kit it needs - the upright piano in the front room (take the piano skates + the webbing), mattress
bags for the 3 beds (Mrs Morris is fussy about the mattresses), and the long ramp because the new house has 6
steps up to the front door and no side access. All three are in the facts. Question (Fri 21/8, Gaz): "what do we
need to put on the van for the Morris job, apart from the usual?" -> expected the piano skates, mattress bags and
the long ramp. The model leaves out the ramp.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the three
notes are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b86_zep_removals_kit_list_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "shiftit-office", "shiftit-office-dave"
NOTES = [
    "Morris job sat 22/8 - survey done, upright piano in the front room so piano skates + the webbing, 3 men",
    "van 2 back from the garage, new clutch, £640 ouch",
    "mrs morris v particular abt the mattresses (3 beds) - mattress bags on ALL of them pls, she asked twice",
    "Henderson paid in full, left us a tin of Roses lol",
    "Morris new place - 6 steps up to the front door + no side access, bring the long ramp not the short one",
    "agency say Marek can do sats thru sept, £14/hr",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Dave")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Dave")])

question = "what do we need to put on the van for the Morris job, apart from the usual?"
facts = client.graph.search_edges(GRAPH, query="Morris job kit van piano mattress ramp steps bring",
                                  page_size=8).items
context = ["Today is Fri 21 August 2032. You are talking to Gaz, on the crew."] + [f.fact for f in facts]
assert any("piano skates + the webbing" in c for c in context), context
assert any("mattress bags on ALL of them" in c for c in context), context
assert any("bring the long ramp" in c for c in context), context
with fault():
    reply = answer(question, context, mock="The piano skates and webbing for the upright, and mattress bags for "
                                           "all 3 beds - Mrs Morris asked twice.")
finish(question, expected="piano skates (and webbing), mattress bags, plus the long ramp for the steps",
       actual=reply)
