"""Batch 287 (held out). A self-employed electrician's jobs and materials: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Dave Hirst (a sole-trader electrician) talks his week through with a helper on his phone - jobs, what to order,
the van, paperwork. Each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Greens' kitchen (Mon 20th) - 8 downlights in the
ceiling and a new cooker circuit, two days, warm white. Turn 2 is an emergency lighting test at the primary school.
In turn 3 Mrs Green rings - they've had the extension plastered so they want that end done as well, so it's 12
downlights now, not 8, plus an LED strip under the wall cupboards; half a day more. Turns 4 to 8 are the CEF order
confirmation (placed before the call: "8 x fire rated GU10 downlight"), the van's MOT, the Shaws' RCD, the NICEIC
renewal and the Henderson invoice. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat
18/2): "how many downlights am I fitting at the Greens' on mon? need to check I've got enough clips + lamps" ->
expected 12. The assistant says 8.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
12 downlights was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 12,
the extension or the strip); the CEF order's "8 x" line, the MOT and the Shaws are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b287_langchain_electrician_downlights_how_many_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many downlights am I fitting at the Greens' on mon? need to check I've got enough clips + lamps"
TURNS = [
    ("right next wk 🔧 mon 20th Greens, 12 Heath View - kitchen, 8 downlights in the ceiling + new cooker circuit, "
     "2 days. she wants warm white not the blue-ish ones",
     "Got it - Mon 20 Feb at the Greens', 12 Heath View: 8 kitchen downlights (warm white) and a new cooker circuit, "
     "two days."),
    ("weds am the primary school, emergency lighting 3hr test, caretaker's Phil, sign in at the office",
     "Wednesday morning: emergency lighting 3-hour test at the primary school; sign in at the office, ask for Phil."),
    ("Mrs Green just rang 📞 they've had the extension plastered so want that end doing as well - 12 downlights now "
     "not 8, + LED strip under the wall cupboards. told her fine, adds half a day",
     "Noted - the Greens' job is now 12 downlights (the extension end too) plus an under-cupboard LED strip; half a "
     "day extra."),
    ("CEF order confirmation came thru - '8 x Aurora fire rated GU10 downlight, warm white; 1 x 6mm T&E 25m; 1 x 40A "
     "MCB; clips' - collect mon 7.30",
     "CEF order: 8 Aurora fire-rated GU10 downlights (warm white), 25m of 6mm T&E, a 40A MCB and clips; collect Monday "
     "at 7.30."),
    ("van MOT thurs 8am at Kwik Fit, Kyle can drop me back",
     "Van MOT Thursday at 8 at Kwik Fit; Kyle is giving you a lift back."),
    ("Shaws, 7 Brook St - RCD tripping again at night 🙄 going sat morning, take the IR tester",
     "The Shaws (7 Brook St): RCD tripping at night; Saturday morning, take the insulation tester."),
    ("NICEIC renewal's due end of month, £ went out by DD, assessment visit tbc",
     "NICEIC renewal due at the end of the month - paid by direct debit; assessment visit to be confirmed."),
    ("remind me to send the Henderson invoice tonight, £1,245 left after the deposit",
     "Reminder: send the Hendersons' invoice tonight - £1,245 after the deposit."),
    (QUESTION,
     "8 downlights at the Greens' - matches your CEF order (8 x Aurora fire rated GU10, warm white)."),
]
WINDOW = 11
GONE = ("12 downlights", "extension", "led strip", "under-cupboard")


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
            assert any("'8 x Aurora fire rated GU10 downlight" in str(m.content) for m in window), window
            assert any("van MOT thurs" in str(m.content) for m in window), window
            assert any("Shaws, 7 Brook St" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("12 downlights now not 8" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's chat - Dave Hirst, self-employed electrician; today Sat 18 "
                                            "February 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="12 - Mrs Green added the extension end, so 12 not 8", actual=reply)
