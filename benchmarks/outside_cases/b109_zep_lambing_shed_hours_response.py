"""Batch 109 (held out). A hill farm's lambing rota chat: Zep (sync client, the offline stand-in server), facts
from the farm thread, script style.

App: Huw at Pantglas keeps the lambing rota and the shed jobs in a Zep thread; the farm helper answers from the
graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the rota for the week of 8/3 says Gwen does days in the
shed Mon-Weds, 6am till 2pm; a later message says she also takes the 2-6pm stint Thurs and Fri as Rhys is at
college those afternoons. Question (Sun 14/3, Gwen, filling in the labour sheet for the farm accounts): "how many
hours was i on the shed this week all in?" -> expected 32 (3 x 8 + 2 x 4). The model counts only the day shifts
and says 24.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the day-shift
line and the Thurs/Fri afternoons line are both in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b109_zep_lambing_shed_hours_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "pantglas-lambing", "pantglas-lambing-huw"
NOTES = [
    "rota wk of 8/3 - Huw nights mon-fri 10pm-6am, Gwen days in the shed mon-weds 6am til 2pm, Rhys sat + sun all "
    "day w Huw doing the nights",
    "feed lorry mon am, 4 tonne of the 18% nuts, put it in the end bay not by the hay",
    "Gwen's doing the 2-6pm stint in the shed thurs + fri too, Rhys is at college in Gelli those aftns. thurs + fri "
    "mornings she's on the paperwork + the BCMS stuff in the house",
    "vet Thurs for the lame tup, Teifi, call out £38. Gwen to hold him",
    "tally sun 14th: 212 lambed so far, 9 dead (3 of them the backwards singles), 2 ewes lost",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Huw")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Huw")])

question = "how many hours was i on the shed this week all in? doing the labour sheet"
facts = client.graph.search_edges(GRAPH, query="Gwen shed hours shifts rota days afternoons stint",
                                  page_size=10).items
context = ["Today is Sun 14 March 2038. You are talking to Gwen, doing the farm's labour sheet."] + \
          [f.fact for f in facts]
assert any("Gwen days in the shed mon-weds 6am til 2pm" in c for c in context), context
assert any("2-6pm stint in the shed thurs + fri" in c for c in context), context
with fault():
    reply = answer(question, context, mock="24 hours - days in the shed Monday to Wednesday, 6am till 2pm, which is "
                                           "8 hours a day.")
finish(question, expected="32 hrs - the 3 day shifts plus thurs and fri afternoons", actual=reply)
