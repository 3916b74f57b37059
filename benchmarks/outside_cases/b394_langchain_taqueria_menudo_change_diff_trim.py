"""Batch 394 (held out). A family taquería's staff notes: LangChain InMemoryChatMessageHistory + trim_messages
(last 11 messages), one root span per turn.

App: Taquería Doña Chela on the west side of San Antonio - Rudy (the manager, Doña Chela's son) keeps the week's
changes in a chat with the taquería's helper, and relays the staff's questions; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the weekend menudo - sat + sun from 6am till it runs
out, small $8.50, large $11, $1 off if you bring your own pot. Turn 2 is the hours. In turn 3 Rudy says scrub that
on the large - Don Efraín put the pancita up again, so the large is $12.50 now, the small stays $8.50. Turns 4 to 8
are the Lent specials, the menu board proof (still "grande $11.00", he'll tell the sign man), the staff meal, the
register float and a catering order. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9,
Sat 3/12, relayed from Yesenia at the register): "lady paid with a $20 for a large menudo + a medium horchata, how
much change do I give her?" -> expected $4.75 ($20 - $12.50 - $2.75). The assistant says $6.25.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
large menudo up to $12.50 was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on $12.50, the pancita or "scrub that"); the menu board proof, the staff meal and the register float are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b394_langchain_taqueria_menudo_change_diff_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Yesenia's asking - lady paid with a $20 for a large menudo + a medium horchata, how much change do I "
            "give her?")
TURNS = [
    ("menudo is weekends only, sat + sun 6am till it runs out 🍲 small $8.50, large $11, $1 off if they bring their "
     "own pot. can u help me keep track of all the changes this month, it's a lot",
     "Sure - menudo Saturdays and Sundays from 6am until it runs out: small $8.50, large $11, $1 off with their own "
     "pot."),
    ("hours - mon-fri 6am-3pm, sat 6-4, sun 7-2. closed easter sunday (4/10), mom's orders",
     "Hours: Mon-Fri 6am-3pm, Sat 6am-4pm, Sun 7am-2pm; closed Easter Sunday, 4/10."),
    ("ok scrub that on the large menudo - Don Efraín put the pancita up AGAIN 🙄 large is $12.50 now, small stays "
     "$8.50. Yesenia knows",
     "Got it - large menudo is $12.50 now (the pancita went up); the small stays $8.50."),
    ("Lent specials start fri - fish tacos $3.25, nopalitos con huevo plate $10.99, capirotada $3 a slice weekends",
     "Lent specials from Friday: fish tacos $3.25, nopalitos con huevo plate $10.99, capirotada $3 a slice on "
     "weekends."),
    ("sign guy sent the proof for the new menu board 😒 'MENUDO (sáb y dom) chico $8.50 · grande $11.00 ... AGUAS "
     "FRESCAS med $2.75 / lg $3.50 ... BARBACOA x lb $16.99' - I'll tell him, can u check the spelling on the rest",
     "The spelling on the rest of the board looks right; just the one thing you'll raise with him."),
    ("staff meal - everybody eats at 10:30 before the lunch rush. no pastor for staff meal la próxima semana, it's "
     "too expensive right now",
     "Staff meal at 10:30 before the lunch rush, and no pastor for staff meal next week."),
    ("register - Yesenia does the count at close, $150 in the drawer to start, anything over $50 bills goes in the "
     "safe",
     "Register: $150 float to start, Yesenia counts at close, and big bills go in the safe."),
    ("catering - San Judas youth group sunday 3/13 pickup 11am, 6 doz barbacoa + 2 gallons horchata, Memo's on it",
     "Catering: San Judas youth group, Sunday 3/13 pickup at 11am - 6 dozen barbacoa and 2 gallons of horchata; "
     "Memo's doing it."),
    (QUESTION,
     "$6.25 - the large menudo's $11 and the medium horchata's $2.75, so $13.75 out of $20."),
]
WINDOW = 11
GONE = ("12.50", "pancita", "scrub that")


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
            assert any("grande $11.00" in str(m.content) for m in window), window
            assert any("everybody eats at 10:30" in str(m.content) for m in window), window
            assert any("$150 in the drawer" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("large is $12.50 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rudy's chat - he manages Taquería Doña Chela in San Antonio; today Sat "
                                            "3/12/2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="$4.75 - the large menudo is $12.50 now, plus $2.75 for the horchata, out of $20",
       actual=reply)
