"""Batch 389 (held out). A Harare burial society: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Zvichanaka Burial Society (Dzidzai, Harare) - monthly subs per member, payouts, the bus to kumusha, a meeting
the first Sunday of the month. Mai Mazvita (the secretary) chats with the society's helper while she answers the
members' WhatsApp questions; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the subs - $5 a month per member, due by the 15th.
Turn 2 is the bus hire. In turn 3 (after the meeting of Sun 01/03/26) Mai Mazvita says scrub that $5 - members agreed
subs go to $7 a month from April because of the coffin prices, March still $5. Turns 4 to 8 are the receipt book
(still printed "$5 pm", Sekuru Chanetsa will write over it), the joining fee, the dependants, the meeting venue and the
ecocash number. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Tue 17/03/26, Baba
Farai): "how much must I send for April and May? me and my wife, she has her own membership" -> expected $28 (2 x 2
x $7). The assistant says $20.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
subs $7 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on $7 or the coffin
prices); the receipt book's "$5 pm", the joining fee and the ecocash number are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b389_langchain_burial_subs_total_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much must I send for April and May? me and my wife, she has her own membership"
TURNS = [
    ("Morning. Zvichanaka Burial Society, 52 members. Subs are $5 per month per member, due by the 15th. Pls help "
     "me keep track of everything, the group is asking too many questions 😅",
     "Of course - Zvichanaka Burial Society, 52 members, subs $5 a month per member, due by the 15th."),
    ("bus hire is Tapfuma Tours, $380 a trip up to 300km, 65 seater. Mai Nokuthula keeps the names",
     "Bus hire: Tapfuma Tours, $380 a trip up to 300km, 65 seats; Mai Nokuthula keeps the list of names."),
    ("ok scrub that $5. meeting on Sunday 01/03/26 members agreed subs go to $7 pm from April, coffin prices went up "
     "at the parlour. March is still $5",
     "Noted - subs are $7 a month from April (March stays $5), agreed at the 01/03/26 meeting because coffin prices "
     "went up."),
    ("Sekuru Chanetsa's receipt book still has '$5 pm' printed on top, he will just write over it, we are not printing "
     "new ones",
     "Understood - the receipt book still says $5 pm in print; Sekuru Chanetsa will write over it."),
    ("new members joining fee is $10 once off, and they wait 3 months before they are covered",
     "New members pay a $10 joining fee once, and are covered after a 3-month wait."),
    ("dependants - max 6 per member, spouse + kids under 21 + 2 parents. names must be on the form, no form no "
     "cover",
     "Up to 6 dependants per member (spouse, children under 21 and two parents), all named on the form."),
    ("meetings are at the Methodist hall at Dzidzai shops, first Sunday after church, 1pm",
     "Meetings: the Methodist hall at Dzidzai shops, the first Sunday of the month at 1pm."),
    ("ecocash is to Sekuru Chanetsa 0772 000 222, send proof on the group with your name and the months you are paying "
     "for",
     "Ecocash to Sekuru Chanetsa on 0772 000 222, then post the proof on the group with your name and the months."),
    (QUESTION,
     "$20 - that's $5 a month each for you and your wife, for April and May. Ecocash to Sekuru Chanetsa 0772 000 222."),
]
WINDOW = 11
GONE = ("$7", "coffin prices", "scrub that")


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
            assert any("still has '$5 pm' printed on top" in str(m.content) for m in window), window
            assert any("joining fee is $10" in str(m.content) for m in window), window
            assert any("0772 000 222" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("members agreed subs go to $7 pm from April" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Mai Mazvita's chat - she is secretary of Zvichanaka Burial Society, "
                                            "Harare; today Tue 17 March 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="$28 - $7 a month each for him and his wife from April, agreed at the 01/03/26 meeting",
       actual=reply)
