"""Control. Zep (zep-cloud client, tests' in-process stand-in): Ana's messages become facts; the search for "Who is
my landlord?" returns "Ana's landlord is Jorge Pereira, he lives upstairs" and the answer says "Jorge Pereira". The
label is wrong: "Jorge Pires" (a different surname, a mix-up in the labelling sheet); said nowhere.

Expected: AnnotationError.
"""
import zep_cloud

import common
import b3_support as b3

common.setup("b3_ctl_zep_who_label", ["zep", "litellm"])

server = b3.fake_zep()
server.add_thread("thread-ana", "user-ana", "Ana")
client = b3.zep_client(server)
for text in ["My landlord is Jorge Pereira, he lives upstairs",
             "The rent of 950 euros is due on the 5th",
             "My neighbour Clara waters my plants when I travel"]:
    client.thread.add_messages("thread-ana", messages=[zep_cloud.Message(content=text, role="user", name="Ana")])

Q = "Who is my landlord?"
ctx = [e.fact for e in client.graph.search_edges("user-ana", query="landlord", page_size=3).items]
assert any("Pereira" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Your landlord is Jorge Pereira.")
common.finish(Q, "Jorge Pires", ans)
