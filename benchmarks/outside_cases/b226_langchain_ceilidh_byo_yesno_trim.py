"""Batch 226 (held out). A village hall's ceilidh: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Clunton village hall hold a ceilidh on Sat 16th October 2049, 7.30-11.30 - a four-piece band, a caller,
ploughman's supper in the interval, a raffle. Gareth (on the hall committee, who's running it) chats with the hall's
helper while he sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the night - BYO as usual, no bar, glasses from the
hall kitchen, tickets £12 and £5 for kids. Turn 2 is the band and the caller. In turn 3, about the supper, Gareth
adds in passing that he's got a temporary event notice through from the council and the Crown are running a bar, so
it's no BYO this time - that's the licence, can't have both. Turn 4 is the poster text from September for the helper
to tidy (it still says "BYO drinks!"), turn 5 the raffle, turn 6 the ticket count. By turn 7 the trim drops turns 1
to 3; turns 4 to 6 stay. Question (turn 7, Tue 12/10): "can folk bring their own bottle sat? someone's asked on the
fb page" -> expected no (the Crown are running a bar under the temporary event notice, so no BYO). The assistant says
yes, BYO.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that ended
the BYO was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on the Crown's
bar, the licence or the event notice); the poster text, the raffle and the tickets are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b226_langchain_ceilidh_byo_yesno_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can folk bring their own bottle sat? someone's asked on the fb page"
TURNS = [
    ("CEILIDH 💃 sat 16th oct, 7.30-11.30. BYO as usual, no bar, glasses from the hall kitchen. tickets £12, kids £5. "
     "can u help me keep on top of it",
     "Of course - ceilidh Sat 16 October, 7.30-11.30; BYO as usual with glasses from the hall kitchen; tickets £12, "
     "kids £5."),
    ("band - the Pentre Stompers, 4 piece, they bring their own PA. caller's Ruth from Bishops Castle, brill w/ "
     "beginners",
     "Band: the Pentre Stompers (four-piece, own PA); caller: Ruth from Bishop's Castle."),
    ("supper - Anne's doing ploughman's + a veggie one, in the interval ~9.15. oh + the TEN's come thru from the "
     "council, the Crown are running a bar so no BYO this time, that's the licence, can't have both 🍺",
     "Supper: Anne's ploughman's plus a veggie option around 9.15. Noted - the temporary event notice is through and "
     "the Crown are running a bar, so no BYO this time."),
    ("can u tidy the poster text from sept - 'CEILIDH! sat 16 oct 7.30pm, Clunton village hall, the Pentre Stompers, "
     "tickets £12/£5 from the shop. BYO drinks!'",
     "'CEILIDH - Saturday 16 October, 7.30pm, Clunton Village Hall. Music from the Pentre Stompers. Tickets £12 "
     "(children £5) from the shop. Bring your own drinks!'"),
    ("raffle - meal for 2 at the Crown, a lamb joint off Bryce's, a bottle of whisky, £1 a strip",
     "Raffle prizes: a meal for two at the Crown, a lamb joint from Bryce's and a bottle of whisky; £1 a strip."),
    ("tickets - 74 sold, 100 max (fire cert). last few at the shop",
     "74 tickets sold out of 100 (the fire certificate limit); the last few are at the shop."),
    (QUESTION,
     "Yes - it's BYO as usual, there's no bar, and glasses are in the hall kitchen."),
]
WINDOW = 7
GONE = ("the crown are running a bar", "licence", "ten's come thru", "temporary event notice")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("BYO drinks!" in str(m.content) for m in window), window
            assert any("a lamb joint off Bryce's" in str(m.content) for m in window), window
            assert any("74 sold, 100 max" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the Crown are running a bar so no BYO this time" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gareth's chat - he's running Clunton village hall's ceilidh; today Tue "
                                            "12 October 2049, the ceilidh is Sat 16 October)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="No - the Crown are running a bar under the temporary event notice, so no BYO this time",
       actual=reply)
