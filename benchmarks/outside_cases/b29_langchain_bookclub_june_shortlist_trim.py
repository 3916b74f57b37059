"""Batch 29 (held out). A book club organiser's running chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Bev organises the Tuesday Night Readers (eight members, monthly, in each other's houses). She keeps one running
chat with an assistant about picks, hosts, dates and who owes the kitty; each turn the app trims the history to
the last 20 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 records Rosa's pick for the June vote: "Rosa's
put fwd Tomorrow, and Tomorrow, and Tomorrow (Zevin) for June - says it's about video games but it's really about
friendship, trust her. 2 copies in the library". The second book on the shortlist comes later (Kwame's pick, Small
Things Like These, short, as everyone's busy in June). By turn 11 the window no longer starts at turn 1, and the
trim of turn 11 drops it. Question (turn 11): "remind me the 2 we're voting between for June?" -> expected the
Zevin and Small Things Like These. The assistant names only Small Things Like These.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the turn-1
message is in every window before turn 11 and missing from turn 11's, which holds Kwame's pick. Another reading:
a response fault is ruled out as the Zevin is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b29_langchain_bookclub_june_shortlist_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Rosa's put fwd Tomorrow, and Tomorrow, and Tomorrow (Zevin) for June - says it's about video games but it's "
     "really about friendship, trust her. 2 copies in the library",
     "Noted: Rosa suggests Gabrielle Zevin's Tomorrow, and Tomorrow, and Tomorrow for June; two library copies."),
    ("May mtg is at Kwame's, Tues 20th, 7.30. We're doing Demon Copperhead, half of us haven't finished lol",
     "May: Demon Copperhead at Kwame's, Tuesday 20th at 7.30."),
    ("kitty's got £46.50 in it, Sue + Dev still owe for the Christmas meal (12.50 each)",
     "Kitty GBP 46.50; Sue and Dev owe GBP 12.50 each."),
    ("Anita asked if her sister can join - yes obvs, that makes 9, bit of a squeeze at mine", "Nine members now."),
    ("Kwame's pick for June: Small Things Like These, it's short + everyone's busy in June w sports days etc",
     "Kwame suggests Small Things Like These for June - short."),
    ("Dev says not another sad one pls. Noted Dev", "Dev would like something less sad."),
    ("Library's got 6 copies of the Keegan as a reading group set, can borrow for 6 wks free",
     "The library has a six-copy reading group set of Small Things Like These."),
    ("July is the garden one at Sue's, bring a dish, no book just chat + pick the autumn list",
     "July: garden social at Sue's, bring a dish."),
    ("Priya's dropping out for a bit, new baby due July, she'll be back in the autumn",
     "Priya is taking a break until the autumn."),
    ("Sue paid her 12.50, Dev hasn't", "Sue has paid; Dev still owes GBP 12.50."),
    ("remind me the 2 we're voting between for June? want to put them in the group chat tonight",
     "Small Things Like These (Claire Keegan) - Kwame's pick, short, and the library has a six-copy set. That's the "
     "only June suggestion I have a note of."),
]
WINDOW = 20


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
            assert not any("zevin" in str(m.content).lower() or "and tomorrow" in str(m.content).lower()
                           for m in window), window
            assert any("Small Things Like These, it's short" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Rosa's put fwd Tomorrow" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's book club notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Rosa's Zevin one (Tomorrow x3) and Kwame's Small Things Like These", actual=reply)
