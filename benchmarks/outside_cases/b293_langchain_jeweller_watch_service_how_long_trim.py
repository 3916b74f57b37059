"""Batch 293 (held out). A jeweller's repair counter: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Ashworth Jewellers (no relation) on Market Street, Hebden Bridge - a counter for repairs, batteries, ring
sizing, engraving and valuations, with Dev at the bench. Rob (the owner) chats with the shop's helper to keep the
counter staff's answers straight; each turn the chat is trimmed to its last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the watch services - mechanical watches go to
Brindley's in Leeds, £145 for a full service, about 4 weeks. Turn 2 is ring sizing. In turn 3 Rob says Brindley's
have stopped taking services (old Mr Brindley is retiring at the end of the month), so mechanicals go to Tom Kershaw
in Mytholmroyd now - good, but on his own, so about 6 weeks, £160, and don't promise dates. Turns 4 to 9 are the
printers' window cards (still "approx 4 weeks", he'll get them redone), engraving, batteries, the safe's timer,
valuations and the Christmas engraving cut-off. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay.
Question (turn 10, Sat 12/11, Saira on the counter): "bloke here w/ an Omega Seamaster wants a full service, how long
shall I tell him?" -> expected about 6 weeks (it goes to Tom Kershaw now). The assistant says about 4 weeks.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made a
service about 6 weeks was in the history and in every window from turn 3 to turn 9, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing
on 6 weeks, Kershaw or the retirement); the window cards' "approx 4 weeks", the engraving and the safe are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b293_langchain_jeweller_watch_service_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "bloke here w/ an Omega Seamaster wants a full service, how long shall I tell him?"
TURNS = [
    ("watch services ⌚ - mechanicals go to Brindley's in Leeds, £145 for a full service, about 4 wks, they ring us "
     "when it's back. quartz we do here",
     "Got it - mechanical watches go to Brindley's in Leeds for a full service, £145, about 4 weeks; quartz is done "
     "in-house."),
    ("ring sizing - up to 2 sizes in house while they wait if Dev's in, more than that it's a 3 day job",
     "Ring sizing: up to two sizes while they wait when Dev is in; more than that takes 3 days."),
    ("bad news, Brindley's have stopped taking services, old Mr Brindley's retiring end of the month 😢 so mechanicals "
     "go to Tom Kershaw in Mytholmroyd now. he's good but he's on his own so it's more like 6 wks, £160. tell ppl 6 "
     "wks + DON'T promise dates",
     "Understood - mechanical services now go to Tom Kershaw in Mytholmroyd: about 6 weeks, £160, and no promised "
     "dates."),
    ("printers have done the new cards for the window - 'Full mechanical service from £145, approx 4 weeks. Quartz "
     "service £45' - I'll get them redone when I get a min 🙄",
     "The new window cards read: full mechanical service from £145, approx 4 weeks; quartz service £45."),
    ("engraving £1.50 a letter, min £10. machine's still sticking on capitals so warn ppl, Dev can hand engrave",
     "Engraving is £1.50 a letter, £10 minimum; the machine sticks on capitals, so Dev can hand-engrave."),
    ("batteries while u wait £8.50, + £12 if they want the water resistance test after",
     "Batteries while they wait, £8.50; water resistance test £12 extra."),
    ("the safe's on a timer now (insurance), doesn't open till 9.15 so no collections booked b4 half 9",
     "The safe opens at 9.15 on its timer, so no collections booked before 9.30."),
    ("valuations £45 first item, £20 each after, Dev does them thurs, photos + a cert, about a wk",
     "Valuations: £45 for the first item, £20 for each after; Dev does them on Thursdays, about a week with photos "
     "and a certificate."),
    ("xmas - last day for engraving's the 18th dec, after that it's Jan. put a sign up",
     "Last day for Christmas engraving is 18 December; after that it's January."),
    (QUESTION,
     "About 4 weeks - it goes off to Brindley's in Leeds, £145 for a full service, and they ring when it's back."),
]
WINDOW = 13
GONE = ("6 wks", "6 weeks", "kershaw", "retiring", "£160")


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
            assert any("approx 4 weeks" in str(m.content) for m in window), window
            assert any("sticking on capitals" in str(m.content) for m in window), window
            assert any("doesn't open till 9.15" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("more like 6 wks, £160" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rob's chat - he owns Ashworth Jewellers, Hebden Bridge; the counter "
                                            "staff ask it things too; today Sat 12 November 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about 6 weeks - services go to Tom Kershaw in Mytholmroyd now Brindley's have stopped",
       actual=reply)
