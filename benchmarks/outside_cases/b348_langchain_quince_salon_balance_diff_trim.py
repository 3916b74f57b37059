"""Batch 348 (held out). Planning a quinceañera: LangChain InMemoryChatMessageHistory + trim_messages (last 13
messages), one root span per turn.

App: Guadalupe (Lupe) Hernández is planning her daughter Daniela's quinceañera for Saturday 17 June 2051 - misa at
St. Anthony's at 2, the reception at Salón Los Arcos 6pm to midnight, seven chambelanes, a DJ, a mariachi for the
entrance. She chats with a planning helper in Spanglish while she sorts it; each turn the chat is trimmed to its
last 13 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the plan - the salón costs $3,200 total. Turn 2:
"ya pagué the deposit, $800 cash, el 3 de marzo". Turn 3: "Tío Chuy pasó al salón el sábado y les dio $500 más pa'l
saldo, de parte de él y Tía Marisol, le dieron recibo" (Uncle Chuy went by on Saturday and paid $500 more towards
the balance). Turns 4 to 9 are the dress fitting, the deposit receipt Lupe found in her purse ("Depósito $800.00 -
Saldo $2,400.00 - liquidar antes del 03/06", dated 03/03, before Tío Chuy's payment), the chambelanes, the DJ, the
cake and the mariachi. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Mon 22/05):
"cuánto le debemos todavía al salón? want to pay it all off this weekend" -> expected $1,900 ($3,200 - $800 -
$500): a numeric answer, a difference of recorded amounts, where the $500 payment is written only in Spanish. The
assistant says $2,400.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn with Tío
Chuy's $500 was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on $500,
"pasó al salón" or $1,900); the receipt with "Saldo $2,400.00", the DJ and the mariachi are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b348_langchain_quince_salon_balance_diff_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "cuánto le debemos todavía al salón? want to pay it all off this weekend"
TURNS = [
    ("la quince de Dani es el sábado 17 de junio 👑 misa a las 2 en St. Anthony's, recepción en el Salón Los Arcos "
     "6pm-12. el salón cuesta $3,200 total con mesas y manteles. help me keep track de todo porfa 🙏",
     "¡Claro! Daniela's quinceañera: Saturday 17 June - misa at 2 at St. Anthony's, reception at Salón Los Arcos "
     "6pm to midnight. The salón is $3,200 total, tables and linens included."),
    ("ya pagué the deposit, $800 cash, el 3 de marzo",
     "Noted - $800 deposit paid in cash on 3 March."),
    ("Tío Chuy pasó al salón el sábado y les dio $500 más pa'l saldo, de parte de él y Tía Marisol 🥹 le dieron "
     "recibo, me lo manda por foto",
     "¡Qué bendición! $500 more towards the salón balance from Tío Chuy and Tía Marisol, with a receipt. So the "
     "salón is $1,300 paid of $3,200."),
    ("vestido: el rosa palo de David's Bridal, llega en mayo, la prueba es el 20/05 a las 11",
     "The blush pink dress from David's Bridal arrives in May; the fitting is 20 May at 11."),
    ("encontré el recibo del depósito en mi bolsa 😅 dice: 'Salón Los Arcos - 03/03/51 - Depósito $800.00 - Saldo "
     "$2,400.00 - liquidar antes del 03/06'. lo guardo en el folder de la quince",
     "Good - the deposit receipt is in the quince folder: dated 03/03/51, $800 deposit, the balance to be paid off "
     "before 3 June."),
    ("chambelanes: 7 + el chambelán de honor es su primo Iván. ensayos los domingos en el patio de Tía Marisol, 4pm",
     "Seven chambelanes plus Iván as chambelán de honor; rehearsals Sundays at 4 at Tía Marisol's."),
    ("DJ: DJ Chuyito (no es el Tío Chuy lol), $600, ya le di $200 de anticipo, el resto el día",
     "DJ Chuyito, $600 - $200 paid up front, the rest on the day."),
    ("pastel: 4 pisos en La Espiga, tres leches con fresa, $450, recoger el 17 a la 1 antes de la misa",
     "Four-tier tres leches and strawberry cake from La Espiga, $450, pick-up on the 17th at 1."),
    ("mariachi: Mariachi Los Gallos pa' la entrada y las mañanitas, 1 hora, $750, pagar cash ese día",
     "Mariachi Los Gallos for the entrance and las mañanitas, one hour, $750 cash on the day."),
    (QUESTION,
     "$2,400 - that's the saldo on the salón's receipt, and it has to be paid off before 3 June."),
]
WINDOW = 13
GONE = ("$500", "pasó al salón", "1,900", "1,300")


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
            assert any("Saldo $2,400.00" in str(m.content) for m in window), window
            assert any("DJ Chuyito" in str(m.content) for m in window), window
            assert any("Mariachi Los Gallos" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("les dio $500 más pa'l saldo" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lupe's chat - she's planning her daughter Daniela's quinceañera, Sat 17 "
                                            "June 2051; today is Mon 22 May 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="$1,900 - $3,200 less the $800 deposit and the $500 Tío Chuy paid", actual=reply)
