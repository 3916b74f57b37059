"""Batch 317 (held out). A stamp collectors' society's auction: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the commission the AGM set for members in its context and
gives the old rate.

App: Brighouse & District Stamp Club hold a members' auction every spring and autumn - lots in by the week before,
viewing from 7, the club taking a commission off the hammer price. Alan (the secretary) and Geoff (the auctioneer)
put the club's chat into a Zep thread; the helper answers members' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Geoff's 2051-01-15T20:30 auction rules -
the club takes 15% off the hammer price, min lot £2, unsold lots back at the next meeting; Alan's AGM note of 12/3 -
voted to drop the commission to 10% for members, still 15% for non-members and postal bidders, Geoff re-elected,
subs stay £12; Geoff's Thurs 4th Sept - autumn auction Thurs 2nd Oct, lots to him by the 25th; and Alan's 15/9 -
the Wakefield dealer's bringing his stock. Question (Tue 16/9, Jean, a member, selling her dad's collection): "what
does the club take off what my lots sell for? trying to work out if it's worth putting dad's GB in" -> expected
10% (the members' rate since the AGM). The model says 15%.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the AGM's 10% for members, and that Jean is a member, and the model gave the 15% that is now only for
non-members and postal bidders. Asserted: the context has the 15% rule and the AGM's 10% line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b317_zep_stamp_society_commission_how_much_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brighouse-stamp-club", "auction-2051"
POSTS = [
    "2051-01-15T20:30 Geoff - AUCTION RULES 📮 club takes 15% off the hammer price, min lot £2, reserves ok but be "
    "sensible. unsold lots back to u at the next meeting",
    "12/3 Alan - AGM: voted to drop the auction commission to 10% for members 🎉 (still 15% for non members + postal "
    "bidders). Geoff re-elected, subs stay £12, 19 there + the cake was lovely",
    "Thurs 4th Sept Geoff - autumn auction thurs 2nd oct, lots to me by the 25th w/ a description + reserve, max 25 "
    "lots each",
    "15/9 Alan - the Wakefield dealer's coming w/ his stock on auction night, bring ur wants lists",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Brighouse & District Stamp Club")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "what does the club take off what my lots sell for? trying to work out if it's worth putting dad's GB in"
context = ["Today is Tue 16 September 2051. You are talking to Jean, a member of Brighouse & District Stamp Club, "
           "who is selling her late dad's collection."]
for query in ("auction commission", "what the club takes off the hammer price", "selling lots at the auction"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("club takes 15% off the hammer price" in c for c in context), context
assert any("drop the auction commission to 10% for members" in c for c in context), context
with fault():
    reply = answer(f"(Jean) {question}", context,
                   mock="The club takes 15% off the hammer price - so on £100 of sales you'd get £85 back. Min lot "
                        "is £2.")
finish(question, expected="10% - the AGM dropped it from 15% for members", actual=reply)
