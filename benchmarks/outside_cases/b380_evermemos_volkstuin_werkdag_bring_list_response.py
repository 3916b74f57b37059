"""Batch 380 (held out). A volkstuin association's big work day: EverMemOS sync client (offline stand-in), each
board member's messages written by their own thread, then the question's search; the answer call has the changed
list of what to bring in its context and gives the first one.

App: Tuinpark De Paardenbloem (an invented allotment park in Amsterdam) holds a grote werkdag every spring - the
hedge along the sloot, the paths, soup after. The board's app chat goes into EverMemOS - Ellen (secretary), Kees
(tools and the gemeente contact) and Ans (kantine) - and the helper answers members' questions.

Planted fault (ResponseError, ignored sufficient context): Ellen's 2026-03-20T19:10 message - grote werkdag za 18
april 09:00-13:00, bring werkhandschoenen, a schop (spade) and your own koffiemok; Kees's 2026-03-30T20:00 message -
the gemeente brings spades and kruiwagens for free, so no schop needed, but bring a snoeischaar if you have one (only
4 in the schuur) and laarzen, it is wet by the sloot; Ans's 2026-04-07T10:30 message - the soup; Ellen's
2026-04-14T21:00 message - 31 names on the list. Question (wo 15 april, Priya of tuin 22): "what must I bring for
the werkdag on saturday? I make my bag ready tonight" -> expected werkhandschoenen, own koffiemok, a snoeischaar if
she has one, laarzen - no schop, the gemeente brings them. The model lists werkhandschoenen, a schop and the
koffiemok.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the first list and
Kees's message that drops the schop and adds the snoeischaar and the laarzen are both in the context the model was
given, and it answered from the first list. Asserted: the context has both messages.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b380_evermemos_volkstuin_werkdag_bring_list_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "paardenbloem-bestuur-2026"
MESSAGES = {
    "ellen": [("2026-03-20T19:10:00Z", "GROTE WERKDAG za 18 april 09:00-13:00 🌳 we do the heg along the sloot + the "
                                       "paden. bring: werkhandschoenen, a schop (spade), your own koffiemok (we have "
                                       "no cups anymore). soep for everybody after, gezellig!"),
              ("2026-04-14T21:00:00Z", "list for the werkdag hangs on the door of the kantine, 31 names now 💪 who "
                                       "did not sign yet, do it pls")],
    "kees": [("2026-03-30T20:00:00Z", "tools for the werkdag: the gemeente brings spades + kruiwagens, they lend it "
                                      "for free 👍 so NO schop needed. but bring a snoeischaar if you have one, for "
                                      "the heg, we have only 4 in the schuur. and laarzen, by the sloot it is wet")],
    "ans": [("2026-04-07T10:30:00Z", "soep after the werkdag: erwtensoep + a vega tomatensoep, I need 2 pannen extra, "
                                     "who has?")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)


def post(who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who, group_id=GROUP,
                               flush=True)


threads = [threading.Thread(target=post, args=(who,), name=f"post-{who}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what must I bring for the werkdag on saturday? I make my bag ready tonight"
context = ["Today is wo 15 april 2026. You are talking to Priya, tuin 22, a member of Tuinpark De Paardenbloem."]
for query in ("what to bring for the werkdag", "tools schop snoeischaar", "werkdag za 18 april"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
assert any("bring: werkhandschoenen, a schop (spade), your own koffiemok" in c for c in context), context
assert any("so NO schop needed. but bring a snoeischaar" in c and "laarzen" in c for c in context), context
with fault():
    reply = answer(question, context, mock="For za 18 april bring werkhandschoenen, a schop and your own koffiemok - "
                                           "soep is after, 09:00-13:00.")
finish(question, expected="werkhandschoenen, your own koffiemok, a snoeischaar if you have one, and laarzen - no "
                          "schop, the gemeente brings spades", actual=reply)
