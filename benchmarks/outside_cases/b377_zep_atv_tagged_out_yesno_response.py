"""Batch 377 (held out). A surf lifesaving club's ATV checks: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the ATV's brake fix and sign-off in its context and answers
from the earlier tag-out.

App: Tarāpunga Beach Surf Life Saving Club run an ATV (quad bike) on patrol for beach runs and towing the IRB. The
gear officer Baz, the club treasurer Dougie and the patrol captains post the gear checks into the club's Zep thread;
the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Baz's 03/01/26 check - tyres and oil OK,
rear brake spongy as, TAGGED OUT, not to be used on patrol till sorted; Dougie's Wed 07/01 - pads ordered from
Hartley's Motorcycles, $68; Baz's Sat 10 Jan - new rear pads in and the brakes bled, rode it up to the point and
back, stops sweet as now, tag's off and signed off in the gear book, good to go; and Jess's Sun 11/01 - IRB #1's
slow leak patched. Question (Fri 16/01/26, Kieran, the ATV driver on Saturday's patrol): "can I use the ATV on pat
tmrw or is it still tagged out?" -> expected yes - Baz did the brakes on Sat 10 Jan, the tag's off. The model says
no, it's tagged out with a spongy rear brake.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the tag-out and, after it, the fix and the tag coming off, and the model answered from the tag-out.
Asserted: the context has the tag-out line and the sign-off line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b377_zep_atv_tagged_out_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "tarapunga-beach-slsc", "gear-checks-2526"
POSTS = [
    "03/01/26 Baz - ATV check done: tyres 8psi front / 10 rear, oil ok, lights ok. rear brake's spongy as - TAGGED "
    "OUT, not to be used on patrol till sorted. logged in the gear book",
    "Wed 07/01 Dougie - ATV brake pads ordered from Hartley's Motorcycles, $68, should be in Fri",
    "Sat 10 Jan Baz - new rear pads in on the ATV + bled the brakes, rode it up to the point + back, stops sweet as "
    "now 👍 tag's off, signed off in the gear book, good to go",
    "Sun 11/01 Jess - IRB #1 hull had a slow leak on the port side, patched it, keep an eye on it pls",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Tarāpunga Beach SLSC")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="gear chat")])

question = "can I use the ATV on pat tmrw or is it still tagged out?"
context = ["Today is Fri 16 January 2026. You are talking to Kieran, the ATV driver on Saturday's patrol at "
           "Tarāpunga Beach Surf Life Saving Club."]
for query in ("ATV tagged out", "ATV brakes", "is the ATV good to go"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("TAGGED OUT, not to be used on patrol till sorted" in c for c in context), context
assert any("tag's off, signed off in the gear book, good to go" in c for c in context), context
with fault():
    reply = answer(f"(Kieran) {question}", context,
                   mock="No - it's tagged out with a spongy rear brake, so don't take it on patrol till it's sorted.")
finish(question, expected="yes - Baz put new pads in + bled the brakes on Sat 10 Jan, the tag's off", actual=reply)
